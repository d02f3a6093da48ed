import type { DecimalString, Offer } from '@portal/domain'

/**
 * What an offers-table row shows and the browser filters on: a fraction of an Offer. The full
 * offer (descriptions, documents, terms) is loaded when its details are opened.
 */
export type OfferSummary = Pick<
  Offer,
  | 'id'
  | 'productType'
  | 'offerProductType'
  | 'bank'
  | 'country'
  | 'termMonths'
  | 'nominalRate'
  | 'effectiveRate'
  | 'availability'
  | 'interestPayout'
  | 'currency'
  | 'minAmount'
  | 'maxAmount'
  | 'labels'
> & {
  withholdingTax: { rate: DecimalString }
  /** The bank country's scheme and its limit per depositor (minor units of `currency`). */
  depositGuarantee: Pick<Offer['depositGuarantee'], 'scheme' | 'limit' | 'currency'>
}

export function toOfferSummary(offer: OfferSummary): OfferSummary {
  const { bank } = offer
  return {
    id: offer.id,
    productType: offer.productType,
    offerProductType: offer.offerProductType,
    bank: {
      id: bank.id,
      slug: bank.slug,
      name: bank.name,
      countryCode: bank.countryCode,
      countryCreditRating: bank.countryCreditRating,
      logoUrl: bank.logoUrl,
    },
    country: offer.country,
    termMonths: offer.termMonths,
    nominalRate: offer.nominalRate,
    effectiveRate: offer.effectiveRate,
    availability: offer.availability,
    interestPayout: offer.interestPayout,
    currency: offer.currency,
    minAmount: offer.minAmount,
    maxAmount: offer.maxAmount,
    labels: offer.labels,
    withholdingTax: { rate: offer.withholdingTax.rate },
    depositGuarantee: {
      scheme: offer.depositGuarantee.scheme,
      limit: offer.depositGuarantee.limit,
      currency: offer.depositGuarantee.currency,
    },
  }
}
