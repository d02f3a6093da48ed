/**
 * Request headers the middleware sets for server components. Every one of them is removed from
 * the incoming request first, so a client can never inject a value.
 */
export const regionHeader = 'x-portal-region'
/** `''` on country hosts (paths carry no locale), `/<locale>` on the .com domain. */
export const basePathHeader = 'x-portal-base-path'
export const nonceHeader = 'x-nonce'
/**
 * The routed locale for next-intl: server actions and route handlers, which no layout fixes a
 * locale for, read it here through `requestLocale()` (the one locale channel of server code).
 */
export const nextIntlLocaleHeader = 'X-NEXT-INTL-LOCALE'
/** `unavailable` when the customer services did not answer (lib/customer/customer-services-gate). */
export const customerServicesHeader = 'x-portal-customer-services'
/**
 * `unavailable` when the identity provider did not answer a renewal and the middleware kept the
 * still valid token (lib/session/resolve-session): a route handler or action that then finds it
 * expired says the services are unavailable, not that the session ended.
 */
export const identityHeader = 'x-portal-identity'
/** The user the middleware's probe just read for this request's token (lib/customer/probed-user). */
export const currentUserHeader = 'x-portal-current-user'

export const portalRequestHeaders = [
  regionHeader,
  basePathHeader,
  nonceHeader,
  nextIntlLocaleHeader.toLowerCase(),
  customerServicesHeader,
  identityHeader,
  currentUserHeader,
  'content-security-policy',
] as const
