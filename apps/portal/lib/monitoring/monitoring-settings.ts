import { alternateApiHost, apiHost } from '@portal/api-clients/hosts'
import type { Region } from '@portal/domain/region'
import { productVersion } from '@portal/tracking'
import type { MonitoringSettings } from '@portal/tracking/monitoring'
import { portalEnvironment } from '@/lib/config/environment'
import type { EnvValues } from '@/lib/edge-env'
import { serverEnv } from '@/lib/env'
import { monitoringEnabled, monitoringSite } from './monitoring-intake'

/** What the server hands the browser; the browser adds its hostname and the consent. */
export type BrowserMonitoringSettings = Omit<
  MonitoringSettings,
  'hostname' | 'consentManagerEnabled'
>

export const monitoringService = 'customer-portal'

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
}

/**
 * Monitoring settings from the environment, or null: monitoring runs only with
 * `PORTAL_ENV=production` and both `DATADOG_APPLICATION_ID` and `DATADOG_CLIENT_TOKEN` set.
 * `STAFF_HOSTS` (comma-separated) lists the staff-portal hostnames where consent is granted,
 * `DATADOG_FULL_SAMPLE_ZONES` the zones sampled at 100 percent, `PORTAL_ZONE` this deployment's
 * zone, `DATADOG_SITE` the intake site (default datadoghq.eu).
 */
export function monitoringSettings(
  region: Region,
  env: EnvValues<
    | 'PORTAL_ENV'
    | 'DATADOG_APPLICATION_ID'
    | 'DATADOG_CLIENT_TOKEN'
    | 'DATADOG_SITE'
    | 'STAFF_HOSTS'
    | 'DATADOG_FULL_SAMPLE_ZONES'
    | 'PORTAL_ZONE'
  > = serverEnv(),
): BrowserMonitoringSettings | null {
  const environment = portalEnvironment(env.PORTAL_ENV)
  const applicationId = env.DATADOG_APPLICATION_ID?.trim()
  const clientToken = env.DATADOG_CLIENT_TOKEN?.trim()
  if (!monitoringEnabled(env) || environment !== 'production' || !applicationId || !clientToken) {
    return null
  }
  const host = apiHost(region, environment)
  return {
    environment,
    zone: env.PORTAL_ZONE?.trim() || region.toLowerCase(),
    applicationId,
    clientToken,
    site: monitoringSite(env.DATADOG_SITE),
    service: monitoringService,
    version: productVersion,
    apiOrigins: [host, alternateApiHost(host)],
    staffHosts: list(env.STAFF_HOSTS),
    fullSampleZones: list(env.DATADOG_FULL_SAMPLE_ZONES),
  }
}
