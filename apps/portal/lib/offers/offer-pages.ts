import { offersPerPage } from './filter-options'
import type { OffersTableState } from './search-params'

export interface OfferPageWindow {
  /** First and last page shown (more than one after "load more"). */
  page: number
  lastShownPage: number
  pageCount: number
  /** The requested page was past the end and the last page is shown instead. */
  clamped: boolean
}

/** Which pages of `total` offers a table state shows; a page past the end becomes the last. */
export function offerPageWindow(
  total: number,
  state: Pick<OffersTableState, 'page' | 'more'>,
): OfferPageWindow {
  const pageCount = Math.max(1, Math.ceil(total / offersPerPage))
  const clamped = state.page > pageCount
  const page = clamped ? pageCount : state.page
  const lastShownPage = Math.min(pageCount, page + (clamped ? 0 : state.more))
  return { page, lastShownPage, pageCount, clamped }
}

/** The offers of the shown pages out of the whole ordered list. */
export function shownOffers<T>(offers: readonly T[], window: OfferPageWindow): T[] {
  return offers.slice((window.page - 1) * offersPerPage, window.lastShownPage * offersPerPage)
}
