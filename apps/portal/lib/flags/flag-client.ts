import { init, type LDClient } from '@launchdarkly/node-server-sdk'
import { type FlagSource, flagClientCacheMs, flagClientOptions } from './flag-client-options'

/** SDK key used with the local file data source; it never reaches a flag service. */
const localSdkKey = 'local-file-data-source-development-only'

let cached: { client: LDClient; createdAt: number; sourceKey: string } | undefined

/**
 * The cached flag client, or a new one cached for 300000 ms. When initialisation fails the
 * portal goes on with flag defaults: the failure is logged and nothing is returned.
 */
export async function getFlagClient(
  source: FlagSource,
  now = Date.now(),
): Promise<LDClient | undefined> {
  const sourceKey = `${source.sdkKey ?? ''}|${source.flagsFile}|${source.eventsUri ?? ''}`
  if (cached && cached.sourceKey === sourceKey && now - cached.createdAt < flagClientCacheMs) {
    return cached.client
  }
  const previous = cached?.client
  cached = undefined
  previous?.close()
  try {
    const client = init(source.sdkKey ?? localSdkKey, flagClientOptions(source))
    await client.waitForInitialization({ timeout: 5 })
    cached = { client, createdAt: now, sourceKey }
    return client
  } catch {
    console.error('Failed to initialize LaunchDarkly client.')
    return undefined
  }
}

/** Closes the cached client (tests and shutdown). */
export function closeFlagClient() {
  cached?.client.close()
  cached = undefined
}
