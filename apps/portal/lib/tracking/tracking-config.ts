import { type SinkName, sinkNames } from '@portal/tracking'
import type { MarketingSinkConfig } from '@portal/tracking/sinks/marketing-sink'
import type { EnvValues } from '@/lib/edge-env'
import { serverEnv } from '@/lib/env'

/** What the client tracker is created with; serialisable (server layout → client provider). */
export interface TrackingSettings {
  sinks: SinkName[]
  /**
   * Absolute collector URL; absent means the portal's own `<base>/collector` proxy to the
   * sandbox, which keeps the CSP at `connect-src 'self'`.
   */
  collectorUrl: string | undefined
  /** Only when the Exponea SDK URL and project token are configured. */
  marketing: MarketingSinkConfig | undefined
}

const defaultSinks: SinkName[] = ['schema']

/** `TRACKING_SINKS` as a comma list of sink names; unknown names are ignored, empty means none. */
export function parseSinks(value: string | undefined): SinkName[] {
  if (value === undefined) return defaultSinks
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is SinkName => (sinkNames as readonly string[]).includes(name))
  return [...new Set(names)]
}

const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

/** Tracking settings from the environment; the browser adds the page's nonce, if it has one. */
export function trackingSettings(
  env: EnvValues<
    | 'TRACKING_SINKS'
    | 'TRACKING_COLLECTOR_URL'
    | 'EXPONEA_SDK_URL'
    | 'EXPONEA_PROJECT_TOKEN'
    | 'EXPONEA_TARGET'
  > = serverEnv(),
  nonce?: string,
): TrackingSettings {
  const sdkUrl = set(env.EXPONEA_SDK_URL)
  const projectToken = set(env.EXPONEA_PROJECT_TOKEN)
  return {
    sinks: parseSinks(env.TRACKING_SINKS),
    collectorUrl: set(env.TRACKING_COLLECTOR_URL),
    marketing:
      sdkUrl && projectToken
        ? { sdkUrl, projectToken, target: set(env.EXPONEA_TARGET), nonce }
        : undefined,
  }
}

/** Where the collector proxy forwards to: the sandbox locally, unless configured otherwise. */
export function collectorUpstream(
  env: EnvValues<'TRACKING_COLLECTOR_UPSTREAM' | 'PORTAL_API_BASE_URL'> = serverEnv(),
) {
  const base =
    set(env.TRACKING_COLLECTOR_UPSTREAM) ?? set(env.PORTAL_API_BASE_URL) ?? 'http://localhost:8080'
  return base.replace(/\/+$/, '')
}

/** The paths the Snowplow tracker requests below its collector URL; nothing else is proxied. */
export const collectorProxyPaths = ['com.snowplowanalytics.snowplow/tp2', 'i'] as const
