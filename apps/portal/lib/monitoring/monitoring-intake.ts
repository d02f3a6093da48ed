import { type EnvValues, edgeEnv } from '@/lib/edge-env'

/** Datadog sites the portal may report to; anything else falls back to the EU site. */
export const monitoringSites = [
  'datadoghq.eu',
  'datadoghq.com',
  'us3.datadoghq.com',
  'us5.datadoghq.com',
] as const
export type MonitoringSite = (typeof monitoringSites)[number]
export const defaultMonitoringSite: MonitoringSite = 'datadoghq.eu'

export function monitoringSite(value: string | undefined): MonitoringSite {
  return monitoringSites.find((site) => site === value?.trim()) ?? defaultMonitoringSite
}

/** Whether monitoring runs: production with an application id and a client token. */
type MonitoringIntakeEnv = EnvValues<
  'PORTAL_ENV' | 'DATADOG_APPLICATION_ID' | 'DATADOG_CLIENT_TOKEN' | 'DATADOG_SITE'
>

export function monitoringEnabled(env: MonitoringIntakeEnv = edgeEnv()): boolean {
  return (
    env.PORTAL_ENV === 'production' &&
    Boolean(env.DATADOG_APPLICATION_ID?.trim()) &&
    Boolean(env.DATADOG_CLIENT_TOKEN?.trim())
  )
}

/**
 * Origins the browser sends monitoring data to, for the CSP's connect-src; none when monitoring
 * is off. Free of zod and the SDK so the middleware stays small.
 */
export function monitoringConnectSources(env: MonitoringIntakeEnv = edgeEnv()): string[] {
  return monitoringEnabled(env)
    ? [`https://browser-intake-${monitoringSite(env.DATADOG_SITE)}`]
    : []
}
