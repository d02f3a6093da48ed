import {
  type CookieConsent,
  consentCookieName,
  optInConsentCategories,
  withConsent,
} from '@portal/tracking'

/**
 * The consent cookie lives one year (365 days): long enough not to ask on every visit, short
 * enough that the visitor is asked again at least yearly (common guidance for consent records).
 */
export const consentCookieMaxAgeSeconds = 365 * 24 * 60 * 60

/** Window event sent after the visitor saved a choice; `detail` is the new `CookieConsent`. */
export const consentChangedEvent = 'consent:changed'

/** Name of the submit button's value: which of the three buttons was pressed. */
export const consentChoiceField = 'choice'
export const consentChoices = ['all', 'necessary', 'selection'] as const
export type ConsentChoice = (typeof consentChoices)[number]

/**
 * The consent a submitted banner form stands for: "accept all" opts into every category, "only
 * necessary" into none, "save selection" into the ticked boxes (named after the categories).
 * Anything else counts as "only necessary". Mandatory categories are always on.
 */
export function consentFromForm(form: FormData): CookieConsent {
  const choice = form.get(consentChoiceField)
  if (choice === 'all') {
    return withConsent(Object.fromEntries(optInConsentCategories.map((c) => [c, true])))
  }
  if (choice !== 'selection') return withConsent({})
  return withConsent(
    Object.fromEntries(optInConsentCategories.map((c) => [c, form.get(c) === 'on'])),
  )
}

export interface ConsentCookieWrite {
  name: typeof consentCookieName
  value: string
  options: {
    path: '/'
    maxAge: number
    sameSite: 'lax'
    secure: boolean
    /** Readable by the browser: the tracker and the click id read the consent there. */
    httpOnly: false
  }
}

export function consentCookieWrite(value: string, deployed: boolean): ConsentCookieWrite {
  return {
    name: consentCookieName,
    value,
    options: {
      path: '/',
      maxAge: consentCookieMaxAgeSeconds,
      sameSite: 'lax',
      secure: deployed,
      httpOnly: false,
    },
  }
}
