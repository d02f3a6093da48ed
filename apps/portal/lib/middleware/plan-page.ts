import { isCustomerAreaPath } from '@/lib/customer/customer-area-routes'
import { encodeVariantSegment } from '@/lib/page/page-variant'
import { marketHomes, type PortalRoute, type RouteArea, servesLocale } from '@/lib/routes'
import { isFileRoutePath, matchRoute } from '@/lib/routing/match-route'
import { isProtectedPath } from '@/lib/routing/protected-routes'
import type { RoutedRequest } from '@/lib/routing/route-request'

export interface PagePlan {
  /** The route table's area; `unknown` for paths it does not list (404, route handlers). */
  area: RouteArea | 'unknown'
  /** One rendering for every visitor: no session, nonce or request header reaches it. */
  shared: boolean
  /**
   * Answered under the static CSP: a shared page, or a path the table does not list, which may
   * render a shared route's cached not-found page (a single segment lands on the CMS route).
   */
  staticPolicy: boolean
  /** Needs a session (the route table's `session`, with the subtree below it). */
  protectedPath: boolean
  /** Rendered by the customer layout: the customer services are probed first. */
  customerArea: boolean
  /** The path after the locale that renders it. */
  appRest: string
}

/**
 * Where an address no page has is answered, with status 404: the not-found page as a page of its
 * own, server-rendered (a page's `notFound()` is not, see app/…/page-not-found). Also a customer
 * route of other markets, outside the customer layout.
 */
export const notFoundAppRest = '/page-not-found'

/**
 * The not-found page's plan; `protectedPath` when the address lies below a protected folder (the
 * visitor logs in first there, as for every address of it).
 */
export function notFoundPlan(protectedPath: boolean): PagePlan {
  return {
    area: 'unknown',
    shared: false,
    staticPolicy: true,
    protectedPath,
    customerArea: false,
    appRest: notFoundAppRest,
  }
}

/**
 * Whether the deepest route table entry at or above the path exists only in other markets
 * (`locales`), e.g. `/fr-fr/dashboard/investments/…`: such a path answers not found, not the
 * login, because logging in would not make it exist.
 */
function servedElsewhere(route: RoutedRequest): boolean {
  const segments = route.appPath.split('/').filter(Boolean)
  for (let length = segments.length; length > 0; length--) {
    const entry = matchRoute(`/${segments.slice(0, length).join('/')}`)?.route
    if (entry) return !servesLocale(entry, route.locale)
  }
  return false
}

function tableRoute(route: RoutedRequest): PortalRoute | undefined {
  const home = route.appPath === '/' ? marketHomes[route.locale] : undefined
  const found = home ?? matchRoute(route.appPath)?.route
  return found && servesLocale(found, route.locale) ? found : undefined
}

/**
 * What kind of page a routed request asks for (from the route table) and which path after the
 * locale renders it. An address no page or file answer has, and a locale-shaped path of an
 * unsupported locale, render the not-found page (404).
 */
export function planPage(route: RoutedRequest, pathname: string): PagePlan {
  const localePath = route.rewriteTo ?? pathname
  const prefix = `/${route.locale}`
  const found = tableRoute(route)
  const home = route.appPath === '/' ? marketHomes[route.locale] : undefined
  const underLocale = localePath === prefix || localePath.startsWith(`${prefix}/`)
  const shared = underLocale && found?.cache === 'shared'
  const protectedPath = isProtectedPath(route.appPath)
  if (protectedPath && underLocale && servedElsewhere(route)) return notFoundPlan(false)
  // No page and no file answer at this address (below a protected folder the visitor still logs
  // in first, as for every address there), or an unsupported locale (`/xx-yy/…`): the not-found
  // page in the visitor's locale.
  if (!underLocale || (found === undefined && !isFileRoutePath(route.appPath))) {
    return notFoundPlan(underLocale && protectedPath)
  }
  return {
    area: found?.area ?? 'unknown',
    shared,
    staticPolicy: shared || found === undefined,
    protectedPath,
    customerArea: isCustomerAreaPath(route.appPath),
    appRest: home?.path ?? localePath.slice(prefix.length),
  }
}

export interface RewriteInput {
  locale: RoutedRequest['locale']
  search: string
  /** The visitor has saved a consent choice (`cp_consent`): the banner stays closed. */
  consentChosen: boolean
  loggedIn: boolean
  /** A country host: the page's links carry no locale (its base path is `''`). */
  countryHost: boolean
}

/**
 * The internal path of a planned page: `/<locale>/<variant>/<path>`, the page variant segment below
 * the locale (lib/page/page-variant). A shared page takes the query into the variant and no login state,
 * so its rendering never depends on the request and is cached for everyone, once for the .com
 * domain and once for the country hosts (whose links carry no locale).
 */
export function internalPath(plan: PagePlan, input: RewriteInput): string {
  const { query, kept } = plan.shared ? foldQuery(input.search) : { query: '', kept: input.search }
  const variant = encodeVariantSegment({
    consentChosen: input.consentChosen,
    loggedIn: !plan.shared && input.loggedIn,
    countryHost: input.countryHost,
    query,
  })
  return `/${input.locale}/${variant}${plan.appRest}${kept}`
}

/**
 * Parameters no page renders: campaign and click identifiers are read in the browser from the
 * address (lib/consent/click-id), so they do not split the cache into one page per campaign.
 */
const browserOnlyParameter = /^(utm_[a-z]+|irclickid|gclid|fbclid|msclkid)$/i

/** Next's `_rsc` cache buster stays a query parameter; the rest becomes the variant's query. */
function foldQuery(search: string): { query: string; kept: string } {
  const params = new URLSearchParams(search)
  const buster = params.get('_rsc')
  params.delete('_rsc')
  for (const name of [...params.keys()]) {
    if (browserOnlyParameter.test(name)) params.delete(name)
  }
  return { query: params.toString(), kept: buster === null ? '' : `?_rsc=${buster}` }
}
