import { type RecordCall, recordPresence } from '@portal/api-clients/edge'
import { BankSlug, ContentSlug, OfferId } from '@portal/domain/ids'
import { localeInfos, type PortalLocale } from '@portal/domain/locales'
import { LRUCache } from 'lru-cache'
import { backendConfig } from '@/lib/backend/client-config'
import { getEdgeConfig } from '@/lib/edge-config'
import { activatedTabsOf, marketTabs, selectedTab } from '@/lib/offers/offer-tabs'
import type { RouteId } from '@/lib/routes'
import { matchRoute } from '@/lib/routing/match-route'

/**
 * Whether the thing a public page is about exists in the visitor's market, asked before the page
 * renders. A page's own `notFound()` answers 404 with an empty document whose not-found text is
 * only in the script payload (Next renders it in the browser, vercel/next.js#62228), so a visitor
 * without JavaScript, or a crawler, would see a blank page; the middleware sends such an address
 * to the server-rendered not-found page instead. The pages keep their own `notFound()`.
 */
/**
 * The backend read of each record page, as the page reads it (checked against the contracts):
 * the route's parameter, the service's path and parameter, and the id's shape.
 */
export const recordReads = {
  offer: {
    routeParam: 'id',
    service: 'deposits',
    path: '/offers/:offerId',
    param: 'offerId',
    id: OfferId,
  },
  bank: {
    routeParam: 'slug',
    service: 'deposits',
    path: '/banks/:slug',
    param: 'slug',
    id: BankSlug,
  },
  pressRelease: {
    routeParam: 'slug',
    service: 'content',
    path: '/press-releases/:slug',
    param: 'slug',
    id: ContentSlug,
  },
} as const satisfies Partial<Record<RouteId, unknown>>

type RecordRoute = keyof typeof recordReads

const presenceTimeoutMs = 3000

async function recordPresent(locale: PortalLocale, id: RecordRoute, value: string) {
  const read = recordReads[id]
  if (!read.id.safeParse(value).success) return false
  const call: RecordCall = {
    service: read.service,
    path: read.path,
    params: { [read.param]: value },
    // the deposits service answers 404 for a record the market does not sell; content by locale
    query: read.service === 'deposits' ? { market: locale } : { locale },
    timeoutMs: presenceTimeoutMs,
  }
  const presence = await recordPresence(backendConfig(localeInfos[locale].region), call)
  return presence === 'unknown' ? undefined : presence === 'present'
}

/** A product tab the market shows (market table and edge configuration, as the tab page reads them). */
async function tabShown(locale: PortalLocale, tab: string) {
  const activated = activatedTabsOf(await getEdgeConfig('activatedTabs'), locale)
  return selectedTab(marketTabs(locale, activated), tab) === tab
}

/**
 * Answers kept per process: a record as long as a shared page is (300 s), a missing one briefly,
 * so a new offer is found within half a minute; bounded, as the ids come from visitors.
 */
const answers = new LRUCache<string, boolean>({ max: 2000, ttl: 300_000 })
const missingTtlMs = 30_000

/**
 * `false` when the path names an offer, bank, press release or product tab that the market does
 * not have; `true` for every other path, and when the backend could not say.
 */
export async function recordExists(locale: PortalLocale, appPath: string): Promise<boolean> {
  const matched = matchRoute(appPath)
  if (!matched) return true
  if (matched.id === 'depositsTab') return tabShown(locale, matched.params.tab ?? '')
  if (!(matched.id in recordReads)) return true
  const id = matched.id as RecordRoute
  const value = matched.params[recordReads[id].routeParam] ?? ''
  const key = `${locale} ${id} ${value}`
  const cached = answers.get(key)
  if (cached !== undefined) return cached
  const present = await recordPresent(locale, id, value)
  if (present === undefined) return true
  answers.set(key, present, present ? {} : { ttl: missingTtlMs })
  return present
}
