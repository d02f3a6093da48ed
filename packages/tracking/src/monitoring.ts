import { datadogRum, type RumInitConfiguration, type Site } from '@datadog/browser-rum'
import type { Environment } from '@portal/domain/enumerations'
import { type MonitoringConsentInput, monitoringConsent } from './monitoring-consent'
import { tracingUrlMatchers } from './monitoring-tracing'

export interface MonitoringSettings extends MonitoringConsentInput {
  environment: Environment
  /** Deployment zone of the running portal, e.g. `staging`, `de`, `uk`. */
  zone: string
  applicationId: string
  clientToken: string
  site: Site
  service: string
  version: string
  /** API origins the portal calls, e.g. `https://api.deu.savings-portal.example` and `api2`. */
  apiOrigins: readonly string[]
  /** Zones sampled at 100 percent; the staging zone always is. */
  fullSampleZones?: readonly string[] | undefined
}

export const stagingZone = 'staging'

/** Session sample (spec section 9): 20 percent, 100 for listed zones or staging. */
export function sessionSampleRate(zone: string, fullSampleZones: readonly string[] = []): number {
  return zone === stagingZone || fullSampleZones.includes(zone) ? 100 : 20
}

/**
 * `datadogRum.init` options of spec section 9, or null outside production (monitoring is on only
 * there). Staging here is the production build deployed to the staging zone.
 */
export function rumConfiguration(settings: MonitoringSettings): RumInitConfiguration | null {
  if (settings.environment !== 'production') return null
  return {
    applicationId: settings.applicationId,
    clientToken: settings.clientToken,
    site: settings.site,
    service: settings.service,
    env: settings.environment,
    version: settings.version,
    sessionSampleRate: sessionSampleRate(settings.zone, settings.fullSampleZones),
    traceSampleRate: 100,
    sessionReplaySampleRate: 0,
    telemetrySampleRate: 0,
    trackResources: true,
    trackLongTasks: true,
    trackUserInteractions: false,
    defaultPrivacyLevel: 'mask',
    allowedTracingUrls: tracingUrlMatchers(settings.apiOrigins),
    trackingConsent: monitoringConsent(settings),
  }
}

/** A consent event of the consent manager: the new value of its monitoring setting. */
export interface MonitoringConsentEvent {
  consentManagerEnabled: boolean
}
export type ConsentSubscription = (listener: (event: MonitoringConsentEvent) => void) => () => void

export interface Monitoring {
  /** Re-evaluates the consent on every event and hands it to the SDK; returns the unsubscribe. */
  subscribeToConsent(onConsentEvent: ConsentSubscription): () => void
}

/** Starts RUM in production; null (and nothing started) elsewhere or on the server. */
export function initMonitoring(settings: MonitoringSettings): Monitoring | null {
  const configuration = rumConfiguration(settings)
  if (!configuration || typeof window === 'undefined') return null
  datadogRum.init(configuration)
  return {
    subscribeToConsent(onConsentEvent) {
      return onConsentEvent((event) => {
        const consent = monitoringConsent({ ...settings, ...event })
        datadogRum.setTrackingConsent(consent)
      })
    },
  }
}
