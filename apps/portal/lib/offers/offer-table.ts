import 'server-only'
import type { Offer } from '@portal/domain'
import type { LocaleInfo } from '@portal/domain/locales'
import type { TaxResidence } from '@portal/domain/money/tax-residence'
import { getOffers } from '@/lib/backend/deposits'
import { ok, type ServiceResult } from '@/lib/backend/service-result'
import { offersPerPage } from '@/lib/offers/filter-options'
import { withNetRates } from '@/lib/offers/net-rate'
import { offerPageWindow, shownOffers } from '@/lib/offers/offer-pages'
import type { ProductTabId } from '@/lib/offers/offer-tabs'
import type { OffersView } from '@/lib/offers/offers-view'
import type { OffersTableState } from '@/lib/offers/search-params'
import { offerTableQuery } from './offer-table-query'

export type OfferTable = OffersView<Offer>

/**
 * The rows of one tab for the visitor's filters, sort and pages, from the deposits service. Each
 * page is one cached fetch; a page past the end is clamped to the last page with a note.
 */
export async function getOfferTable(
  market: LocaleInfo,
  tab: ProductTabId,
  state: OffersTableState,
  residence: TaxResidence,
): Promise<ServiceResult<OfferTable>> {
  const { query, notes } = offerTableQuery(tab, state, market)
  if (state.sort === 'net_rate') {
    const read = await getOffers(market.region, { ...query, pageSize: 1000 })
    if (!read.ok) return read
    const all = read.data
    const sorted = withNetRates(all.items, residence, state.order)
    const window = offerPageWindow(all.total, state)
    if (window.clamped) notes.push({ param: 'page', reason: 'pageClamped' })
    return ok({ offers: shownOffers(sorted, window), total: all.total, ...pagesOf(window), notes })
  }
  const load = (page: number) =>
    getOffers(market.region, { ...query, page, pageSize: offersPerPage })
  const firstRead = await load(state.page)
  if (!firstRead.ok) return firstRead
  const first = firstRead.data
  const window = offerPageWindow(first.total, state)
  if (window.clamped) {
    notes.push({ param: 'page', reason: 'pageClamped' })
    const table = await getOfferTable(
      market,
      tab,
      { ...state, page: window.page, more: 0 },
      residence,
    )
    if (!table.ok) return table
    const kept = table.data.notes.filter((note) => note.param !== 'page')
    return ok({ ...table.data, notes: [...notes, ...kept] })
  }
  const rest = await Promise.all(
    Array.from({ length: window.lastShownPage - window.page }, (_, index) =>
      load(window.page + 1 + index),
    ),
  )
  const items: Offer[] = [...first.items]
  for (const page of rest) {
    if (!page.ok) return page
    items.push(...page.data.items)
  }
  return ok({
    offers: withNetRates(items, residence),
    total: first.total,
    ...pagesOf(window),
    notes,
  })
}

function pagesOf({ page, lastShownPage, pageCount }: ReturnType<typeof offerPageWindow>) {
  return { page, lastShownPage, pageCount }
}
