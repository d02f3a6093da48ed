import type { Offer } from '@portal/domain'
import { creditRatings } from '@portal/domain/enumeration-values'
import { showsEffectiveRate } from '@portal/domain/format'
import type { z } from 'zod'
import type { OfferListQuery } from './deposits'

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

export function isForeignCurrencyOffer(offer: Pick<OfferListFields, 'productType' | 'currency'>) {
  return offer.currency !== 'EUR' || offer.productType === 'foreign_currency'
}

const ratingRank = (offer: OfferListFields) => creditRatings.indexOf(offer.bank.countryCreditRating)

export function matchesOfferFilter(offer: OfferListFields, filter: OfferListFilter): boolean {
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
    isForeignCurrencyOffer(offer) !== filter.foreignCurrency
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
