/**
 * Request headers the middleware sets for server components. Every one of them is removed from
 * the incoming request first, so a client can never inject a value.
 */
export const regionHeader = 'x-portal-region'
export const localeHeader = 'x-portal-locale'
/** `''` on country hosts (paths carry no locale), `/<locale>` on the .com domain. */
export const basePathHeader = 'x-portal-base-path'
export const nonceHeader = 'x-nonce'
/** next-intl reads the locale of the request from this header in `getLocale()`. */
export const nextIntlLocaleHeader = 'X-NEXT-INTL-LOCALE'
/** `unavailable` when the customer services did not answer (lib/customer/customer-services-gate). */
export const customerServicesHeader = 'x-portal-customer-services'

export const portalRequestHeaders = [
  regionHeader,
  localeHeader,
  basePathHeader,
  nonceHeader,
  nextIntlLocaleHeader.toLowerCase(),
  customerServicesHeader,
  'content-security-policy',
] as const
