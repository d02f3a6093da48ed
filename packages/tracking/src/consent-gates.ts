import type { CookieConsent } from './consent'

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
export type SessionRecordingLocale = (typeof sessionRecordingLocales)[number]

export const hasSessionRecording = (locale: string): locale is SessionRecordingLocale =>
  (sessionRecordingLocales as readonly string[]).includes(locale.toLowerCase())

/** Whether the heatmap script may be added (the app shell still decides which locales have one). */
export const heatmapAllowed = (consent: CookieConsent): boolean => consent.heatmap

/** Whether the session-recording tag loads: a listed locale and the visitor's consent. */
export const sessionRecordingAllowed = (consent: CookieConsent, locale: string): boolean =>
  consent.session_recording && hasSessionRecording(locale)

/** Whether shape A events go to the marketing sink. */
export const marketingTrackingAllowed = (consent: CookieConsent): boolean => consent.marketing

/** Whether the click id is kept in a cookie (otherwise it is sent to the server). */
export const clickCookieAllowed = (consent: CookieConsent): boolean => consent.click_cookie
