import 'server-only'
import { type CookieConsent, consentCookieName, parseConsentCookie } from '@portal/tracking'
import { cookies } from 'next/headers'
import { cache } from 'react'

export interface RequestConsent {
  consent: CookieConsent
  /** Whether the visitor has made a choice yet (the banner shows until they have). */
  chosen: boolean
}

/** The visitor's consent from the `cp_consent` cookie of this request. */
export const readConsent = cache(async (): Promise<RequestConsent> => {
  const value = (await cookies()).get(consentCookieName)?.value
  return { consent: parseConsentCookie(value), chosen: value !== undefined && value !== '' }
})

/** A first visit's consent: nothing chosen, only the mandatory categories. */
export function firstVisitConsent(): RequestConsent {
  return { consent: parseConsentCookie(undefined), chosen: false }
}
