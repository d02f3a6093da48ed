/**
 * Cookie consent of the visitor. `cs` and `legal` are mandatory (spec section 3): always true and
 * cannot be opted out of. The rest are opt-in and default to false:
 * - `marketing`: the marketing analytics sink (Exponea, shape A);
 * - `heatmap`: the heatmap script the app shell may add;
 * - `session_recording`: the per-locale session-recording tag;
 * - `click_cookie`: storing the marketing click id as a cookie (else it goes to the server).
 * The schema sink (first-party product analytics) is not gated here; monitoring has its own
 * consent rule (`monitoring.ts`).
 */
export const mandatoryConsentCategories = ['cs', 'legal'] as const
export const optInConsentCategories = [
  'marketing',
  'heatmap',
  'session_recording',
  'click_cookie',
] as const
export const consentCategories = [...mandatoryConsentCategories, ...optInConsentCategories] as const

export type MandatoryConsentCategory = (typeof mandatoryConsentCategories)[number]
export type OptInConsentCategory = (typeof optInConsentCategories)[number]
export type ConsentCategory = (typeof consentCategories)[number]

export type CookieConsent = { readonly [C in MandatoryConsentCategory]: true } & {
  readonly [C in OptInConsentCategory]: boolean
}

/** Name of the cookie that keeps the consent. */
export const consentCookieName = 'cp_consent'

/** Nothing opted in; the mandatory categories on. */
export function defaultConsent(): CookieConsent {
  return {
    cs: true,
    legal: true,
    marketing: false,
    heatmap: false,
    session_recording: false,
    click_cookie: false,
  }
}

/** Opt-in choices to a full consent; mandatory categories stay true whatever is passed. */
export function withConsent(
  choices: Partial<Record<OptInConsentCategory, boolean>>,
): CookieConsent {
  const consent = { ...defaultConsent() }
  for (const category of optInConsentCategories) {
    consent[category] = choices[category] === true
  }
  return consent
}

const isOptIn = (key: string): key is OptInConsentCategory =>
  (optInConsentCategories as readonly string[]).includes(key)

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * Reads the cookie value `cs:1|legal:1|marketing:0|...`. Garbage, unknown categories and values
 * other than `1`/`0` are ignored; a missing value is the default consent; mandatory categories
 * are true even when the cookie says otherwise.
 */
export function parseConsentCookie(value: string | null | undefined): CookieConsent {
  if (typeof value !== 'string' || value.trim() === '') return defaultConsent()
  const choices: Partial<Record<OptInConsentCategory, boolean>> = {}
  for (const entry of decode(value).split('|')) {
    const [key = '', flag, ...rest] = entry.trim().split(':')
    if (rest.length > 0 || !isOptIn(key)) continue
    if (flag === '1') choices[key] = true
    else if (flag === '0') choices[key] = false
  }
  return withConsent(choices)
}

/** The cookie value for a consent, every category in a fixed order. */
export function serializeConsent(consent: CookieConsent): string {
  return consentCategories
    .map((category) => `${category}:${consent[category] ? '1' : '0'}`)
    .join('|')
}
