import { isContentPageSlug } from '@/lib/content/content-page-slugs'
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

/** A bank slug, offer id or press release slug as the backends write them; others render per request. */
const recordId = '[a-z0-9][a-z0-9-]{0,99}'
const matching = (pattern: RegExp) => (rest: string) => pattern.test(rest)

interface CachedRoute {
  /** Whether the path after the locale is this page. */
  matches: (rest: string) => boolean
  /** Prints absolute URLs (canonical, hreflang, the referral link): needs the configured origin. */
  absoluteUrls: boolean
  /** Cached in the US portal too. */
  us: boolean
}

/**
 * Public pages with a cached twin in app/cached. A cached page has no request to take the host
 * from, so pages with absolute URLs are cached only when PORTAL_SITE_URL names the origin. The US
 * offers table is never cached: it shows the visitor's saved offers.
 */
const cachedRoutes: readonly CachedRoute[] = [
  { matches: (rest) => rest === '', absoluteUrls: false, us: false },
  {
    matches: (rest) => isProductTabId(/^\/deposits\/([a-z]+)$/.exec(rest)?.[1] ?? ''),
    absoluteUrls: false,
    us: false,
  },
  { matches: matching(new RegExp(`^/banks(?:/${recordId})?$`)), absoluteUrls: true, us: true },
  { matches: matching(new RegExp(`^/offers/${recordId}$`)), absoluteUrls: true, us: true },
  { matches: matching(new RegExp(`^/press(?:/${recordId})?$`)), absoluteUrls: true, us: true },
  {
    matches: (rest) => rest === '/refer-a-friend' || isContentPageSlug(rest.slice(1)),
    absoluteUrls: true,
    us: true,
  },
]

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
 * no query (filters, sorting, comparison, pages render per request), no cookie at all (no
 * session, no consent choice), on the .com domain where links carry the locale.
 * `originConfigured`: whether PORTAL_SITE_URL is set (see cachedRoutes).
 */
export function cachedPagePath(
  request: CacheableRequest,
  route: RoutedRequest,
  originConfigured: boolean,
): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (request.search !== '' || request.cookieCount > 0) return null
  if (!isDocumentRequest(request.headers)) return null
  if (route.rewriteTo !== undefined || route.basePath !== `/${route.locale}`) return null
  const rest = request.pathname.slice(route.basePath.length)
  const cached = cachedRoutes.find((candidate) => candidate.matches(rest))
  if (!cached || (route.locale === 'en-us' && !cached.us)) return null
  if (cached.absoluteUrls && !originConfigured) return null
  return `${cachedPagesRoot}${request.pathname}`
}
