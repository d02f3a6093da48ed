import { unavailableMarker } from '@/lib/customer/customer-services-gate'
import { forwardedCookieHeader } from '@/lib/routing/forwarded-cookies'
import { stripInternalHeaders } from '@/lib/routing/internal-headers'
import {
  basePathHeader,
  currentUserHeader,
  customerServicesHeader,
  identityHeader,
  nextIntlLocaleHeader,
  nonceHeader,
  regionHeader,
} from '@/lib/routing/request-headers'
import type { RoutedRequest } from '@/lib/routing/route-request'
import type { CookieWrite } from '@/lib/session/cookies'

export interface RequestHeadersInput {
  incoming: Headers
  route: RoutedRequest
  shared: boolean
  nonce: string
  csp: string
  cookies: { name: string; value: string }[]
  writes: CookieWrite[]
  unavailable: boolean
  /** The identity provider did not answer the token's renewal (the token was kept). */
  identityUnavailable?: boolean
  /** The user the services probe read for this request (`probedUserValue`). */
  probedUser?: string
}

/**
 * The headers a page or route handler sees: never the internal ones a client sent. A shared page
 * gets nothing of the visitor's (its rendering serves everyone); other pages get the locale,
 * region, base path, nonce, the cookies as just renewed, the customer-services state and the user
 * the services probe read.
 */
export function pageRequestHeaders(input: RequestHeadersInput): Headers {
  const headers = stripInternalHeaders(input.incoming)
  if (input.shared) return headers
  headers.set(regionHeader, input.route.region.toLowerCase())
  headers.set(basePathHeader, input.route.basePath)
  headers.set(nextIntlLocaleHeader, input.route.locale)
  headers.set(nonceHeader, input.nonce)
  headers.set('Content-Security-Policy', input.csp)
  if (input.writes.length > 0) {
    headers.set('cookie', forwardedCookieHeader(input.cookies, input.writes))
  }
  if (input.unavailable) headers.set(customerServicesHeader, unavailableMarker)
  if (input.identityUnavailable) headers.set(identityHeader, unavailableMarker)
  if (input.probedUser) headers.set(currentUserHeader, input.probedUser)
  return headers
}
