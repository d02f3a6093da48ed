import type { DecimalString, Offer, SortOrder } from '@portal/domain'
import type { TaxResidence } from '@portal/domain/money/tax-residence'
import { withholdingTaxRate } from '@portal/domain/money/withholding-tax'
import { compareDecimal, netRateAfterWithholding } from './decimal-rate'

type NetRateInput = Pick<Offer, 'country' | 'nominalRate'>
export type NetRated<T> = T & { withheldRate: DecimalString; netRate: DecimalString }
export type NetRatedOffer = NetRated<Offer>

/** Gross is the nominal rate: withholding applies to the interest actually credited. */
export function netRateOf<T extends NetRateInput>(offer: T, residence: TaxResidence): NetRated<T> {
  const withheldRate = withholdingTaxRate(offer.country, residence)
  return {
    ...offer,
    withheldRate,
    netRate: netRateAfterWithholding(offer.nominalRate, withheldRate),
  }
}

/** Offers with their net rate; sorted by it when an order is given (ties keep their order). */
export function withNetRates<T extends NetRateInput>(
  offers: readonly T[],
  residence: TaxResidence,
  order?: SortOrder,
): NetRated<T>[] {
  const rated = offers.map((offer) => netRateOf(offer, residence))
  if (!order) return rated
  const sign = order === 'asc' ? 1 : -1
  return rated.sort((a, b) => sign * compareDecimal(a.netRate, b.netRate))
}
