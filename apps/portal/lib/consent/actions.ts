'use server'

import { type CookieConsent, serializeConsent } from '@portal/tracking'
import { cookies } from 'next/headers'
import { isDeployed } from '@/lib/security/deployment'
import { consentCookieWrite, consentFromForm } from './consent-choice'

/** The state of the banner form: the consent last saved by it, if any. */
export type ConsentFormState = { saved: CookieConsent | null }

/**
 * Saves the banner's choice in the `cp_consent` cookie. A plain form post (no JavaScript) works
 * too: the page is rendered again with the cookie set, so the banner is gone.
 */
export async function saveConsent(
  _previous: ConsentFormState,
  form: FormData,
): Promise<ConsentFormState> {
  const consent = consentFromForm(form)
  const write = consentCookieWrite(serializeConsent(consent), isDeployed())
  ;(await cookies()).set(write.name, write.value, write.options)
  return { saved: consent }
}
