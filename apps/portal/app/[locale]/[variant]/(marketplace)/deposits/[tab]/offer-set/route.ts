import { isPortalLocale, localeInfos } from '@portal/domain/locales'
import { getOffers } from '@/lib/backend/deposits'
import { getEdgeConfig } from '@/lib/edge-config'
import { toOfferSummary } from '@/lib/offers/offer-summary'
import { activatedTabsOf, isProductTabId, marketTabs } from '@/lib/offers/offer-tabs'
import { tabFilterRules } from '@/lib/offers/tab-filters'

type OfferSetContext = { params: Promise<{ locale: string; variant: string; tab: string }> }

/** The most offers one tab loads into the browser; a bigger tab is filtered by the server. */
const maxOfferSet = 1000

/**
 * Every offer of one product tab that the market sells as row summaries, in the service's default
 * order: its own currency and, where the tab offers the foreign-currency choice, its foreign ones.
 * The offers table loads it after the page is idle and then filters, sorts and pages in the
 * browser (by the same rules: the foreign ones only once the visitor chooses a currency).
 */
export async function GET(_request: Request, { params }: OfferSetContext) {
  const { tab } = await params
  const { locale } = await params
  if (!isPortalLocale(locale) || !isProductTabId(tab)) return Response.json(null, { status: 404 })
  const tabs = marketTabs(locale, activatedTabsOf(await getEdgeConfig('activatedTabs'), locale))
  if (!tabs.some((visible) => visible.id === tab)) return Response.json(null, { status: 404 })
  const rules = tabFilterRules(tab, locale)
  const read = (foreignCurrency: 'true' | 'false') =>
    getOffers(localeInfos[locale].region, {
      ...rules.query,
      market: locale,
      foreignCurrency,
      pageSize: maxOfferSet,
    })
  const reads = await Promise.all(
    rules.foreignCurrencies.length > 0 ? [read('false'), read('true')] : [read('false')],
  )
  if (!reads.every((page) => page.ok)) {
    return Response.json(null, { status: 503, headers: { 'retry-after': '30' } })
  }
  const pages = reads.flatMap((page) => (page.ok ? [page.data] : []))
  const offers = pages.flatMap((page) => page.items.map(toOfferSummary))
  return Response.json(
    { complete: pages.every((page) => page.total <= page.items.length), offers },
    { headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=240' } },
  )
}
