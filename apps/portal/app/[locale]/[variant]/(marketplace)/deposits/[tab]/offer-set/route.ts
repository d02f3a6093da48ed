import { isPortalLocale, localeInfos } from '@portal/domain/locales'
import { getOffers } from '@/lib/backend/deposits'
import { getEdgeConfig } from '@/lib/edge-config'
import { toOfferSummary } from '@/lib/offers/offer-summary'
import { activatedTabsOf, isProductTabId, visibleTabs } from '@/lib/offers/offer-tabs'
import { tabFilterRules } from '@/lib/offers/tab-filters'

type OfferSetContext = { params: Promise<{ locale: string; variant: string; tab: string }> }

/** The most offers one tab loads into the browser; a bigger tab is filtered by the server. */
const maxOfferSet = 1000

/**
 * Every offer of one product tab as row summaries, in the service's default order. The offers
 * table loads it after the page is idle and then filters, sorts and pages in the browser.
 */
export async function GET(_request: Request, { params }: OfferSetContext) {
  const { tab } = await params
  const { locale } = await params
  if (!isPortalLocale(locale) || !isProductTabId(tab)) return Response.json(null, { status: 404 })
  const tabs = visibleTabs(activatedTabsOf(await getEdgeConfig('activatedTabs'), locale))
  if (!tabs.some((visible) => visible.id === tab)) return Response.json(null, { status: 404 })
  const read = await getOffers(localeInfos[locale].region, {
    ...tabFilterRules(tab).query,
    pageSize: maxOfferSet,
  })
  if (!read.ok) return Response.json(null, { status: 503, headers: { 'retry-after': '30' } })
  const page = read.data
  return Response.json(
    { complete: page.total <= page.items.length, offers: page.items.map(toOfferSummary) },
    { headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=240' } },
  )
}
