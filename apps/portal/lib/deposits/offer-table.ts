import 'server-only'
import type { Offer } from '@portal/domain'
import type { LocaleInfo } from '@portal/domain/locales'
import { offersPerPage } from '@/lib/offers/filter-options'
import { type NetRatedOffer, withNetRates } from '@/lib/offers/net-rate'
import type { ProductTabId } from '@/lib/offers/offer-tabs'
import type { InputNote, OffersTableState } from '@/lib/offers/search-params'
import type { TaxResidence } from '@/lib/offers/withholding-tax'
import { getOffers } from './get-offers'
import { offerTableQuery } from './offer-table-query'

export interface OfferTable {
  offers: NetRatedOffer[]
  total: number
  /** First and last page shown (more than one after "load more"). */
  page: number
  lastShownPage: number
  pageCount: number
  notes: InputNote[]
}

/**
 * The rows of one tab for the visitor's filters, sort and pages. Each page is one cached fetch;
 * a page past the end is clamped to the last page with a note.
 */
export async function getOfferTable(
  market: LocaleInfo,
  tab: ProductTabId,
  state: OffersTableState,
  residence: TaxResidence,
): Promise<OfferTable> {
  const { query, notes } = offerTableQuery(tab, state, market.currency)
  if (state.sort === 'net_rate') {
    const all = await getOffers(market.region, { ...query, pageSize: 1000 })
    const sorted = withNetRates(all.items, residence, state.order)
    return paged(sorted, all.total, state, notes)
  }
  const load = (page: number) =>
    getOffers(market.region, { ...query, page, pageSize: offersPerPage })
  const first = await load(state.page)
  const pageCount = Math.max(1, Math.ceil(first.total / offersPerPage))
  if (state.page > pageCount) {
    notes.push({ param: 'page', reason: 'pageClamped' })
    return getOfferTable(market, tab, { ...state, page: pageCount, more: 0 }, residence).then(
      (table) => ({
        ...table,
        notes: [...notes, ...table.notes.filter((n) => n.param !== 'page')],
      }),
    )
  }
  const lastShownPage = Math.min(pageCount, state.page + state.more)
  const rest = await Promise.all(
    Array.from({ length: lastShownPage - state.page }, (_, index) => load(state.page + 1 + index)),
  )
  const items: Offer[] = [first, ...rest].flatMap((page) => page.items)
  return {
    offers: withNetRates(items, residence),
    total: first.total,
    page: state.page,
    lastShownPage,
    pageCount,
    notes,
  }
}

function paged(
  offers: NetRatedOffer[],
  total: number,
  state: OffersTableState,
  notes: InputNote[],
): OfferTable {
  const pageCount = Math.max(1, Math.ceil(total / offersPerPage))
  const page = Math.min(state.page, pageCount)
  if (page < state.page) notes.push({ param: 'page', reason: 'pageClamped' })
  const lastShownPage = Math.min(pageCount, page + (page < state.page ? 0 : state.more))
  const shown = offers.slice((page - 1) * offersPerPage, lastShownPage * offersPerPage)
  return { offers: shown, total, page, lastShownPage, pageCount, notes }
}
