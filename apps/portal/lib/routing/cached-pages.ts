import { isProductTabId } from '@/lib/offers/offer-tabs'
import type { RoutedRequest } from './route-request'

export interface CacheableRequest {
  method: string
  pathname: string
  search: string
  /** Number of cookies the request carries: any cookie may change what the page shows. */
  cookieCount: number
  headers: Headers
}

/** Where app/cached keeps its pages: the internal path a first visit is rewritten to. */
export const cachedPagesRoot = '/cached'

/**
 * The cached twin of a public page for this request, or null when the page must render for the
 * request. Only a first visit qualifies: a plain GET of the document (no RSC or prefetch request),
 * no query (filters, sorting, comparison render per request), no cookie at all (no session, no
 * consent choice), on the .com domain where links carry the locale. The US table is never cached
 * because it shows the visitor's saved offers.
 */
export function cachedPagePath(request: CacheableRequest, route: RoutedRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (request.search !== '' || request.cookieCount > 0) return null
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return null
  if (route.rewriteTo !== undefined || route.basePath !== `/${route.locale}`) return null
  if (route.locale === 'en-us') return null
  const rest = request.pathname.slice(route.basePath.length)
  const tab = /^\/deposits\/([a-z]+)$/.exec(rest)?.[1]
  if (rest === '' || (tab !== undefined && isProductTabId(tab))) {
    return `${cachedPagesRoot}${request.pathname}`
  }
  return null
}
