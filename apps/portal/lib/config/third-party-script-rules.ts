import type { Environment } from '@portal/domain/enumerations'
import {
  type CookieConsent,
  clickCookieAllowed,
  heatmapAllowed,
  marketingTrackingAllowed,
  sessionRecordingAllowed,
} from '@portal/tracking'
import type { PortalLocale } from '@/i18n/locales'

export type ThirdPartyScriptId = 'heatmap' | 'session-recording'

/** What is configured for the heatmap and session-recording tags (server env, see third-party-scripts). */
export interface ThirdPartyScriptConfig {
  environment: Environment
  heatmap: { src: string | undefined; locales: readonly string[] }
  sessionRecording: { src: string | undefined; locales: readonly string[] }
}

/** What the visitor's consent allows on a locale, whatever is configured (the consent gates). */
export function consentGates(locale: PortalLocale, consent: CookieConsent) {
  return {
    heatmap: heatmapAllowed(consent),
    sessionRecording: sessionRecordingAllowed(consent, locale),
    marketing: marketingTrackingAllowed(consent),
    clickCookie: clickCookieAllowed(consent),
  }
}

/**
 * Scripts to add for a locale: none in local runs, none without a configured source, and none
 * the visitor's consent does not allow (heatmap; session recording also per locale).
 */
export function scriptsForLocale(
  locale: PortalLocale,
  config: ThirdPartyScriptConfig,
  consent: CookieConsent,
): { id: ThirdPartyScriptId; src: string }[] {
  if (config.environment === 'local') return []
  const gates = consentGates(locale, consent)
  const scripts: { id: ThirdPartyScriptId; src: string }[] = []
  if (gates.heatmap && config.heatmap.src && config.heatmap.locales.includes(locale)) {
    scripts.push({ id: 'heatmap', src: config.heatmap.src })
  }
  if (
    gates.sessionRecording &&
    config.sessionRecording.src &&
    config.sessionRecording.locales.includes(locale)
  ) {
    scripts.push({ id: 'session-recording', src: config.sessionRecording.src })
  }
  return scripts
}
