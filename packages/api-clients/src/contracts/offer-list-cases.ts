import { localeInfos, type PortalLocale, portalLocales } from '@portal/domain/locales'
import { displayedRateKind, type OfferListFilter } from './offer-list-rules'

/**
 * Offer-list queries that the browser's `filterOfferList` and the deposits service's SQL must
 * answer alike. Shared by the contract's unit test and the sandbox's agreement test over the seed:
 * one `sort=rate` case per market and direction, ordered by the rate that market's table shows.
 */
export interface OfferListCase {
  name: string
  market?: PortalLocale
  filter: OfferListFilter
}

export const displayedRateSortCases: readonly OfferListCase[] = portalLocales.flatMap((market) =>
  (['desc', 'asc'] as const).map((order) => ({
    name: `${market} by its displayed rate ${order}`,
    market,
    filter: {
      sort: 'rate',
      order,
      rateKind: displayedRateKind(localeInfos[market].country),
    } satisfies OfferListFilter,
  })),
)

export const termTabDisplayedRateCases: readonly OfferListCase[] = (
  ['de-de', 'fr-fr'] as const
).map((market) => ({
  name: `${market} term tab, 12 months, by its displayed rate`,
  market,
  filter: {
    productType: 'term_deposit',
    termMonths: 12,
    sort: 'rate',
    order: 'desc',
    rateKind: displayedRateKind(localeInfos[market].country),
  } satisfies OfferListFilter,
}))
