import { type CookieConsent, consentCookieName, parseConsentCookie } from '@portal/tracking/consent'
import { consentChangedEvent } from './consent-choice'

/** The value of one cookie from a `document.cookie` string, or undefined. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** The consent as the browser sees it now (default consent on the server or without a cookie). */
export function browserConsent(): CookieConsent {
  if (typeof document === 'undefined') return parseConsentCookie(undefined)
  return parseConsentCookie(cookieValue(document.cookie, consentCookieName))
}

/** Tells the page the visitor saved a choice (monitoring and the tracker re-read it). */
export function announceConsent(consent: CookieConsent) {
  window.dispatchEvent(new CustomEvent<CookieConsent>(consentChangedEvent, { detail: consent }))
}

/** Listens to `consent:changed`; returns the unsubscribe. */
export function onConsentChanged(listener: (consent: CookieConsent) => void): () => void {
  // The cookie is the source of truth: it is set before the event is sent.
  const handle = () => listener(browserConsent())
  window.addEventListener(consentChangedEvent, handle)
  return () => window.removeEventListener(consentChangedEvent, handle)
}

/** Window event the footer link sends to open the banner again. */
export const consentOpenEvent = 'consent:open'
