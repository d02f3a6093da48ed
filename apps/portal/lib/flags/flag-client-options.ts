import { integrations, type LDOptions } from '@launchdarkly/node-server-sdk'
import { privateFlagAttributes } from '@portal/domain/entities/feature-flag-context'

/** Spec section 9: flush interval 2000 ms (the SDK counts in seconds), event capacity 100. */
export const flagFlushIntervalSeconds = 2
export const flagEventCapacity = 100
/** Spec section 4: a created client is cached for 300000 ms. */
export const flagClientCacheMs = 300_000

export interface FlagSource {
  /** SDK key from the environment; absent in local runs. */
  sdkKey: string | undefined
  /** Committed flags file read by the SDK's file data source when there is no SDK key. */
  flagsFile: string
  /** Where analytics events go; set only by tests that inspect what leaves the process. */
  eventsUri?: string
}

/** Options for the server SDK: the file data source locally, the flag service elsewhere. */
export function flagClientOptions(source: FlagSource): LDOptions {
  const common: LDOptions = {
    flushInterval: flagFlushIntervalSeconds,
    capacity: flagEventCapacity,
    privateAttributes: [...privateFlagAttributes],
    diagnosticOptOut: true,
  }
  if (source.sdkKey)
    return { ...common, ...(source.eventsUri ? { eventsUri: source.eventsUri } : {}) }
  const fileSource = new integrations.FileDataSourceFactory({
    paths: [source.flagsFile],
    autoUpdate: true,
  })
  return {
    ...common,
    updateProcessor: fileSource.getFactory(),
    sendEvents: Boolean(source.eventsUri),
    ...(source.eventsUri ? { eventsUri: source.eventsUri } : {}),
  }
}
