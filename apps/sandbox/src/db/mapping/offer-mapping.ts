import type { Offer } from '@portal/domain'
import type { offers } from '../schema'
import { type BankRow, toBankSummary } from './bank-mapping'

export type OfferRow = typeof offers.$inferSelect

export function toOfferRow(offer: Offer): OfferRow {
  return {
    id: offer.id,
    bankId: offer.bank.id,
    productType: offer.productType,
    offerProductType: offer.offerProductType,
    countryCode: offer.country,
    termMonths: offer.termMonths,
    nominalRate: offer.nominalRate,
    effectiveRate: offer.effectiveRate,
    availability: offer.availability,
    interestPayout: offer.interestPayout,
    currency: offer.currency,
    minAmount: offer.minAmount,
    maxAmount: offer.maxAmount,
    noticePeriodDays: offer.noticePeriodDays,
    settlementWeekday: offer.settlementWeekday,
    compounding: offer.compounding,
    labels: offer.labels,
    terms: {
      earlyTermination: offer.earlyTermination,
      taxation: offer.taxation,
      withholdingTax: offer.withholdingTax,
      productInformationSheet: offer.productInformationSheet,
      bonus: offer.bonus,
      negativeInterest: offer.negativeInterest,
      prolongation: offer.prolongation,
      additionalDocuments: offer.additionalDocuments,
      specialFeatures: offer.specialFeatures,
      costs: offer.costs,
      descriptions: offer.descriptions,
    },
  }
}

/** An offer row with its bank; the deposit guarantee is the bank's. */
export function toOffer(row: OfferRow, bank: BankRow): Offer {
  const { terms } = row
  return {
    id: row.id,
    productType: row.productType,
    offerProductType: row.offerProductType,
    bank: toBankSummary(bank),
    country: row.countryCode,
    termMonths: row.termMonths,
    nominalRate: row.nominalRate,
    effectiveRate: row.effectiveRate,
    availability: row.availability,
    interestPayout: row.interestPayout,
    earlyTermination: terms.earlyTermination,
    taxation: terms.taxation,
    depositGuarantee: bank.depositGuarantee,
    currency: row.currency,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    withholdingTax: terms.withholdingTax,
    productInformationSheet: terms.productInformationSheet,
    noticePeriodDays: row.noticePeriodDays,
    settlementWeekday: row.settlementWeekday,
    bonus: terms.bonus,
    compounding: row.compounding,
    negativeInterest: terms.negativeInterest,
    prolongation: terms.prolongation,
    additionalDocuments: terms.additionalDocuments,
    specialFeatures: terms.specialFeatures,
    costs: terms.costs,
    labels: row.labels,
    descriptions: terms.descriptions,
  }
}
