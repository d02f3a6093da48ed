import type { CookieConsent } from '@portal/tracking'

/**
 * The consent manager's monitoring setting (spec section 9), from the portal's own consent
 * banner. Decision: the banner has no separate monitoring category; real-user monitoring records
 * sessions, so it follows the `session_recording` category. Staff hosts are granted anyway.
 */
export function monitoringAllowedByConsent(consent: CookieConsent): boolean {
  return consent.session_recording
}
