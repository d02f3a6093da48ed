import type { Offer } from '@portal/domain'
import { creditRatings } from '@portal/domain/enumeration-values'
import { showsEffectiveRate } from '@portal/domain/format'
import { cataloguePlace, marketOf } from '@portal/domain/markets'
import { marketOfCountry, type Region } from '@portal/domain/region'
import type { z } from 'zod'
import type { MarketId, OfferListQuery } from './deposits'

/**
 * The meaning of the offers list query, for callers that filter an already loaded offer set in
 * memory. It must agree with the deposits service (the sandbox's SQL); a sandbox test runs both
 * over the seed and compares.
 */
export type OfferListFilter = z.output<typeof OfferListQuery>
type SortKey = NonNullable<OfferListFilter['sort']>
type Order = NonNullable<OfferListFilter['order']>

/** The offer fields the query reads. */
export type OfferListFields = Pick<
  Offer,
  | 'id'
  | 'productType'
  | 'offerProductType'
  | 'country'
  | 'termMonths'
  | 'nominalRate'
  | 'effectiveRate'
  | 'currency'
  | 'minAmount'
  | 'maxAmount'
  | 'labels'
> & { bank: Pick<Offer['bank'], 'name' | 'countryCreditRating'> }

type RateKind = NonNullable<OfferListFilter['rateKind']>

export const defaultOfferSort: SortKey = 'rate'
/** The rate `sort=rate` orders by when the query names none. */
export const defaultRateKind: RateKind = 'effective'
/** Without an explicit order, rates and ratings list the best first, names and terms A→Z. */
export const defaultOfferOrder: Record<SortKey, Order> = {
  rate: 'desc',
  rating: 'desc',
  bank_name: 'asc',
  term: 'asc',
}

export function isFlexgeldOffer(offer: Pick<OfferListFields, 'productType' | 'labels'>) {
  return offer.productType === 'flexgeld' || offer.labels.includes('flexgeld')
}

/** In a foreign currency: another than the market's own; without a market, not in EUR. */
export function isForeignCurrencyOffer(
  offer: Pick<OfferListFields, 'productType' | 'currency'>,
  market?: MarketId,
) {
  if (market !== undefined) return offer.currency !== marketOf(market).currency
  return offer.currency !== 'EUR' || offer.productType === 'foreign_currency'
}

type CatalogueQuery = Pick<OfferListFilter, 'market' | 'currency' | 'foreignCurrency'>

/**
 * The part of the market's catalogue a query lists: banks of its platform, in the currencies it
 * names: the market's own by default, one it sells (`currency`; none when it does not sell it),
 * or all its foreign ones (`foreignCurrency=true`). Undefined without a market: no restriction.
 * The deposits service's SQL reads the same answer.
 */
export function listedCatalogue(
  query: CatalogueQuery,
): { platform: Region; currencies: readonly string[] } | undefined {
  if (query.market === undefined) return undefined
  const entry = marketOf(query.market)
  const sold = [entry.currency, ...entry.foreignCurrencies]
  const currencies =
    query.currency !== undefined
      ? sold.filter((currency) => currency === query.currency)
      : query.foreignCurrency === true
        ? entry.foreignCurrencies
        : [entry.currency]
  return { platform: entry.region, currencies }
}

/** Whether the query's market lists the offer (always, without a market). */
export function isListedInMarket(
  offer: Pick<OfferListFields, 'country' | 'currency'>,
  query: CatalogueQuery,
): boolean {
  const listed = listedCatalogue(query)
  if (listed === undefined) return true
  return (
    marketOfCountry(offer.country) === listed.platform && listed.currencies.includes(offer.currency)
  )
}

/**
 * Whether a market sells the offer at all, in its own or a foreign currency: what the offer and
 * bank pages and an order of a customer of that market require.
 */
export function isSoldIn(market: MarketId, offer: Pick<OfferListFields, 'country' | 'currency'>) {
  return (
    cataloguePlace(marketOf(market), { currency: offer.currency, bankCountry: offer.country }) !==
    undefined
  )
}

const ratingRank = (offer: OfferListFields) => creditRatings.indexOf(offer.bank.countryCreditRating)

export function matchesOfferFilter(offer: OfferListFields, filter: OfferListFilter): boolean {
  if (!isListedInMarket(offer, filter)) return false
  if (filter.productType && offer.productType !== filter.productType) return false
  if (filter.offerProductType && offer.offerProductType !== filter.offerProductType) return false
  if (filter.termMonths !== undefined && offer.termMonths !== filter.termMonths) return false
  if (filter.country && offer.country !== filter.country) return false
  if (filter.minRating && ratingRank(offer) > creditRatings.indexOf(filter.minRating)) return false
  if (
    filter.amount !== undefined &&
    (offer.minAmount > filter.amount || offer.maxAmount < filter.amount)
  ) {
    return false
  }
  if (filter.currency && offer.currency !== filter.currency) return false
  if (filter.flexgeld !== undefined && isFlexgeldOffer(offer) !== filter.flexgeld) return false
  if (
    filter.foreignCurrency !== undefined &&
    isForeignCurrencyOffer(offer, filter.market) !== filter.foreignCurrency
  ) {
    return false
  }
  return true
}

/** Byte order of the identifiers and names, like the database's C collation. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** The rate kind the table of a market (alpha-2 country) shows and therefore sorts by (§9). */
export function displayedRateKind(country: string): RateKind {
  return showsEffectiveRate(country) ? 'effective' : 'nominal'
}

/** The rate an offer is sorted by: nominal or effective, as the market's table shows it. */
export function sortedRate(offer: OfferListFields, rateKind: RateKind = defaultRateKind): number {
  return Number(rateKind === 'nominal' ? offer.nominalRate : offer.effectiveRate)
}

function compareKey(
  sort: SortKey,
  rateKind: RateKind,
  a: OfferListFields,
  b: OfferListFields,
): number {
  switch (sort) {
    case 'bank_name':
      return compareText(a.bank.name, b.bank.name)
    case 'rating':
      // rank 0 is AAA: ascending rank is the better rating first
      return ratingRank(b) - ratingRank(a)
    case 'rate':
      return sortedRate(a, rateKind) - sortedRate(b, rateKind)
    case 'term':
      return (a.termMonths ?? 0) - (b.termMonths ?? 0)
  }
}

/** The order of the offers list: the sort key, then the offer id; terms without one last. */
export function offerListComparator(
  sort: SortKey = defaultOfferSort,
  order: Order = defaultOfferOrder[sort],
  rateKind: RateKind = defaultRateKind,
) {
  const sign = order === 'asc' ? 1 : -1
  return (a: OfferListFields, b: OfferListFields): number => {
    if (sort === 'term' && (a.termMonths === null) !== (b.termMonths === null)) {
      return a.termMonths === null ? 1 : -1
    }
    return sign * compareKey(sort, rateKind, a, b) || compareText(a.id, b.id)
  }
}

/** Every offer matching the filter, in the list's order (no paging). */
export function filterOfferList<T extends OfferListFields>(
  offers: readonly T[],
  filter: OfferListFilter,
): T[] {
  return offers
    .filter((offer) => matchesOfferFilter(offer, filter))
    .sort(offerListComparator(filter.sort, filter.order, filter.rateKind))
}
