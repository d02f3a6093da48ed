import type { LocaleInfo } from '@portal/domain/locales'
import type { TaxResidence } from '@portal/domain/money/tax-residence'
import type { OfferSummary } from '@/lib/offers/offer-summary'
import type { ProductTabId } from '@/lib/offers/offer-tabs'
import { type OffersView, offersViewOf } from '@/lib/offers/offers-view'
import { residenceOf } from '@/lib/offers/residence'
import {
  type OffersTableState,
  parseOffersSearchParams,
  searchParamsRecord,
} from '@/lib/offers/search-params'

export interface ShownOffers {
  state: OffersTableState
  view: OffersView<OfferSummary>
  residence: TaxResidence
}

export interface OfferSet {
  /** False when the tab has more offers than the set holds: the server must filter then. */
  complete: boolean
  offers: OfferSummary[]
}

/** The table state an address asks for, as parsed (before any clamping against the set). */
export function addressState(params: URLSearchParams): OffersTableState {
  return parseOffersSearchParams(searchParamsRecord(params)).state
}

/**
 * The rows for an address from the tab's loaded offer set, or null when only the server can
 * answer (a bad or clamped parameter, a hidden filter, an incomplete set). Loaded on idle with
 * the offer set, so the parsing and filtering code is not part of the page's first load.
 */
export function localOffers(
  offerSet: OfferSet,
  params: URLSearchParams,
  screen: { tab: ProductTabId; market: LocaleInfo },
): ShownOffers | null {
  if (!offerSet.complete) return null
  const { state, notes } = parseOffersSearchParams(searchParamsRecord(params))
  if (notes.length > 0) return null
  const residence = residenceOf(screen.market.country, state.residence)
  const view = offersViewOf(offerSet.offers, screen.tab, state, screen.market, residence)
  if (view.notes.length > 0) return null
  return { state: { ...state, page: view.page }, view, residence }
}

export { OfferTable } from '@/components/offers/offer-table'
export { OffersPager } from '@/components/offers/offers-pager'
// The code that renders what the browser answers comes with the set too: until then the table,
// the pager and the form are the server's rendering.
export { mirrorForm } from './mirror-form'
export { offerTextsOf } from './offer-texts-of'
