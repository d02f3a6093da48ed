import { localeInfos, type PortalLocale, portalLocales } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
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

/**
 * Each market's catalogue: its term tab (its own currency), everything in its own currency, each
 * foreign currency it sells on the notice tab, all its foreign currencies at once, and a
 * currency it does not sell (lists nothing).
 */
export const marketCatalogueCases: readonly OfferListCase[] = portalLocales.flatMap((market) => {
  const { country, foreignCurrencies } = marketOf(market)
  const rateKind = displayedRateKind(country)
  const cases: OfferListCase[] = [
    {
      name: `${market} term tab`,
      market,
      filter: { market, productType: 'term_deposit', sort: 'rate', order: 'desc', rateKind },
    },
    { name: `${market} everything in its own currency`, market, filter: { market } },
    ...foreignCurrencies.map((currency) => ({
      name: `${market} notice tab in ${currency}`,
      market,
      filter: { market, productType: 'notice_account', currency } satisfies OfferListFilter,
    })),
    {
      name: `${market} all its foreign currencies`,
      market,
      filter: { market, foreignCurrency: true },
    },
    { name: `${market} a currency it does not sell`, market, filter: { market, currency: 'JPY' } },
  ]
  return cases
})
