import type { OfferListQuery } from '@portal/api-clients/contracts/deposits'
import {
  filterOfferList,
  type OfferListFilter,
} from '@portal/api-clients/contracts/offer-list-rules'
import type { TaxResidence } from '@portal/domain/money/tax-residence'
import { type OfferMarket, offerTableQuery } from '@/lib/offers/offer-table-query'
import { type NetRated, withNetRates } from './net-rate'
import { offerPageWindow, shownOffers } from './offer-pages'
import type { OfferSummary } from './offer-summary'
import type { ProductTabId } from './offer-tabs'
import type { InputNote, OffersTableState } from './search-params'

/** The rows of one tab for a table state, with what the pager needs. */
export interface OffersView<T> {
  offers: NetRated<T>[]
  total: number
  /** First and last page shown (more than one after "load more"). */
  page: number
  lastShownPage: number
  pageCount: number
  notes: InputNote[]
}

const flag = (value: OfferListQuery['flexgeld']) =>
  value === undefined ? undefined : value === 'true'

/** The query the portal sends, read as the service reads it. */
function asFilter(query: OfferListQuery): OfferListFilter {
  return {
    ...query,
    termMonths: query.termMonths === undefined ? undefined : Number(query.termMonths),
    amount: query.amount === undefined ? undefined : Number(query.amount),
    flexgeld: flag(query.flexgeld),
    foreignCurrency: flag(query.foreignCurrency),
    page: undefined,
    pageSize: undefined,
  }
}

/**
 * The same view the server builds from the deposits service, computed in the browser from the
 * tab's whole offer set: filter changes then need no round trip.
 */
export function offersViewOf(
  tabOffers: readonly OfferSummary[],
  tab: ProductTabId,
  state: OffersTableState,
  market: OfferMarket,
  residence: TaxResidence,
): OffersView<OfferSummary> {
  const { query, notes } = offerTableQuery(tab, state, market)
  const listed = filterOfferList(tabOffers, asFilter(query))
  const rated = withNetRates(listed, residence, state.sort === 'net_rate' ? state.order : undefined)
  const window = offerPageWindow(rated.length, state)
  if (window.clamped) notes.push({ param: 'page', reason: 'pageClamped' })
  return {
    offers: shownOffers(rated, window),
    total: rated.length,
    page: window.page,
    lastShownPage: window.lastShownPage,
    pageCount: window.pageCount,
    notes,
  }
}
