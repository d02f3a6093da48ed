import type { DecimalString, Offer, SortOrder } from '@portal/domain'
import {
  compareDecimal,
  netRateAfterWithholding,
  type TaxResidence,
  withholdingTaxRate,
} from './withholding-tax'

export type NetRatedOffer = Offer & { withheldRate: DecimalString; netRate: DecimalString }

/** Gross is the nominal rate: withholding applies to the interest actually credited. */
export function netRateOf(offer: Offer, residence: TaxResidence): NetRatedOffer {
  const withheldRate = withholdingTaxRate(offer.country, residence, offer.withholdingTax.rate)
  return {
    ...offer,
    withheldRate,
    netRate: netRateAfterWithholding(offer.nominalRate, withheldRate),
  }
}

/** Offers with their net rate; sorted by it when an order is given (ties keep their order). */
export function withNetRates(
  offers: readonly Offer[],
  residence: TaxResidence,
  order?: SortOrder,
): NetRatedOffer[] {
  const rated = offers.map((offer) => netRateOf(offer, residence))
  if (!order) return rated
  const sign = order === 'asc' ? 1 : -1
  return rated.sort((a, b) => sign * compareDecimal(a.netRate, b.netRate))
}
