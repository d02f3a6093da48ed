import { type RouteId, routes } from '@/lib/routes'

/**
 * Links from the route table: a typed builder of every page's (and every file answer's)
 * address, so that no component writes a path. `href('bank', { slug })`,
 * `href('accountTransactions', { query: { page: 2 } })`. The base path is the address's
 * (`/de-de` on the .com domain, `''` on a country host): `hrefsFor(base)` binds it.
 */

/** Route handlers a page links to: files and data, not pages (so not in the route table). */
export const fileRoutes = {
  /** `auth?next=`: the handover to a target (a cockpit) through the login when needed. */
  authHandover: '/auth',
  documentDownload: '/documents/[documentId]/download',
  identificationUploads: '/identification/uploads',
  maturityCalendar: '/dashboard/maturity-calendar',
  transactionsExport: '/account-transactions/export',
  taxSummaryCsv: '/account-transactions/tax-summary/[year]/csv',
  taxSummaryPdf: '/account-transactions/tax-summary/[year]/pdf',
  investmentCockpit: '/dashboard/investments/cockpit/[cockpit]',
  offerSet: '/deposits/[tab]/offer-set',
  collector: '/collector',
  visitor: '/visitor',
} as const

export type LinkTarget = RouteId | keyof typeof fileRoutes

const pathOf = (target: LinkTarget): string =>
  target in fileRoutes
    ? fileRoutes[target as keyof typeof fileRoutes]
    : routes[target as RouteId].path

type PathOf<T extends LinkTarget> = T extends keyof typeof fileRoutes
  ? (typeof fileRoutes)[T]
  : T extends RouteId
    ? (typeof routes)[T]['path']
    : never

/** The `[name]` parameters of a path, e.g. `'slug'` of `/banks/[slug]`. */
type ParamNames<Path extends string> = Path extends `${string}[${infer Name}]${infer Rest}`
  ? Name | ParamNames<Rest>
  : never

export type Query = Record<string, string | number | undefined> | URLSearchParams

type Options = { query?: Query; hash?: string }

/** Every parameter of the path, and the query and fragment. */
export type LinkArgs<T extends LinkTarget> = [ParamNames<PathOf<T>>] extends [never]
  ? [options?: Options]
  : [params: Record<ParamNames<PathOf<T>>, string | number> & Options]

/** `?a=1&b=2`; values URL-encoded as components (`/` too), undefined ones left out. */
function queryText(query: Query | undefined): string {
  if (!query) return ''
  const text =
    query instanceof URLSearchParams
      ? query.toString()
      : Object.entries(query)
          .flatMap(([key, value]) =>
            value === undefined ? [] : [`${key}=${encodeURIComponent(String(value))}`],
          )
          .join('&')
  return text ? `?${text}` : ''
}

/** The address of a target below the base path, its parameters filled in (URL-encoded). */
export function routePath<T extends LinkTarget>(target: T, ...[args]: LinkArgs<T>): string {
  const values = (args ?? {}) as Record<string, unknown> & Options
  const path = pathOf(target).replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${target}: no value for [${name}]`)
    return encodeURIComponent(String(value))
  })
  return `${path === '/' ? '' : path}${queryText(values.query)}${values.hash ? `#${values.hash}` : ''}`
}

/** A link builder for one base path: what every link of one rendering starts with. */
export function hrefsFor(basePath: string) {
  return <T extends LinkTarget>(target: T, ...args: LinkArgs<T>): string => {
    const path = routePath(target, ...args)
    return path === '' || path.startsWith('?') || path.startsWith('#')
      ? `${basePath || '/'}${path}`
      : `${basePath}${path}`
  }
}

export type Href = ReturnType<typeof hrefsFor>

/**
 * Links under `/<locale>`, as the .com domain addresses them, for an address given outside the
 * portal (a referral link); pages link on their own host's base path (lib/page/page-links).
 */
export const localeHref = (locale: string): Href => hrefsFor(`/${locale}`)

/**
 * A page of the table by its id alone, for ids only known at run time (the navigation's
 * entries); a page with parameters has no such link and throws.
 */
export function pageHref(href: Href, id: RouteId): string {
  return (href as (target: RouteId) => string)(id)
}
