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
 * Whether the request loads the page's document, not its RSC payload (a client navigation or
 * prefetch, which renders per request). Next strips its `rsc` and prefetch headers before the
 * middleware runs, so browsers' Sec-Fetch-Dest (`empty` for fetch()) and Next's `next-url` tell.
 */
function isDocumentRequest(headers: Headers): boolean {
  if (headers.has('rsc') || headers.has('next-router-prefetch') || headers.has('next-url')) {
    return false
  }
  const destination = headers.get('sec-fetch-dest')
  return destination === null || destination === 'document'
}

/**
 * The cached twin of a public page for this request, or null when the page must render for the
 * request. Only a first visit qualifies: a plain GET of the document (no RSC request or prefetch),
 * no query (filters, sorting, comparison render per request), no cookie at all (no session, no
 * consent choice), on the .com domain where links carry the locale. The US table is never cached
 * because it shows the visitor's saved offers.
 */
export function cachedPagePath(request: CacheableRequest, route: RoutedRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (request.search !== '' || request.cookieCount > 0) return null
  if (!isDocumentRequest(request.headers)) return null
  if (route.rewriteTo !== undefined || route.basePath !== `/${route.locale}`) return null
  if (route.locale === 'en-us') return null
  const rest = request.pathname.slice(route.basePath.length)
  const tab = /^\/deposits\/([a-z]+)$/.exec(rest)?.[1]
  if (rest === '' || (tab !== undefined && isProductTabId(tab))) {
    return `${cachedPagesRoot}${request.pathname}`
  }
  return null
}
