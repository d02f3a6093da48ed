import type { Environment } from '@portal/domain/enumerations'
import type { PortalLocale } from '@/i18n/locales'

export type ThirdPartyScriptId = 'heatmap' | 'session-recording'

export interface ThirdPartyScriptConfig {
  environment: Environment
  heatmap: { src: string | undefined; locales: readonly string[] }
  sessionRecording: { src: string | undefined; locales: readonly string[] }
}

/** Locales that load the session-recording tag (spec section 7). */
export const sessionRecordingLocales = [
  'de-at',
  'de-de',
  'es-es',
  'en-ie',
  'en-us',
  'fr-fr',
  'pl-pl',
  'fi-fi',
] as const

function listFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
}

export function thirdPartyScriptConfig(
  environment: Environment,
  env: Record<string, string | undefined> = process.env,
): ThirdPartyScriptConfig {
  return {
    environment,
    heatmap: { src: env.HEATMAP_SCRIPT_URL, locales: listFromEnv(env.HEATMAP_LOCALES) },
    sessionRecording: { src: env.SESSION_RECORDING_TAG_URL, locales: sessionRecordingLocales },
  }
}

/** Scripts to add for a locale: none in local runs, and none without a configured source. */
export function scriptsForLocale(
  locale: PortalLocale,
  config: ThirdPartyScriptConfig,
): { id: ThirdPartyScriptId; src: string }[] {
  if (config.environment === 'local') return []
  const scripts: { id: ThirdPartyScriptId; src: string }[] = []
  if (config.heatmap.src && config.heatmap.locales.includes(locale)) {
    scripts.push({ id: 'heatmap', src: config.heatmap.src })
  }
  if (config.sessionRecording.src && config.sessionRecording.locales.includes(locale)) {
    scripts.push({ id: 'session-recording', src: config.sessionRecording.src })
  }
  return scripts
}
