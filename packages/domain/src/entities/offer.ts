import { z } from 'zod'
import {
  InterestBookingInterval,
  InterestPayoutScheme,
  InterestPolicy,
  OfferAvailability,
  OfferProductType,
  ProductLabel,
  ProductType,
  Weekday,
} from '../enumerations'
import { CountryCode, CurrencyCode, DecimalString, MinorUnits } from '../primitives'
import { BankSummary, DepositGuarantee } from './bank'
import { Description, Document } from './description'

/** One row of the offers table: a partner bank's savings product (spec section 3, Offer). */
export const Offer = z.object({
  id: z.string().min(1),
  productType: ProductType,
  offerProductType: OfferProductType,
  bank: BankSummary,
  /** Country of the bank, alpha-2. */
  country: CountryCode,
  /** Term in months; null for products without a fixed term. */
  termMonths: z.number().int().positive().nullable(),
  /** Nominal and effective rates per year as decimal fractions. */
  nominalRate: DecimalString,
  effectiveRate: DecimalString,
  availability: OfferAvailability,
  interestPayout: InterestPayoutScheme,
  earlyTermination: z.object({ allowed: z.boolean(), description: z.string() }),
  taxation: z.string(),
  depositGuarantee: DepositGuarantee,
  currency: CurrencyCode,
  minAmount: MinorUnits,
  maxAmount: MinorUnits,
  withholdingTax: z.object({ rate: DecimalString, description: z.string() }),
  productInformationSheet: Document.nullable(),
  noticePeriodDays: z.number().int().nonnegative().nullable(),
  settlementWeekday: Weekday.nullable(),
  bonus: z.object({ rate: DecimalString, description: z.string() }).nullable(),
  compounding: z.boolean(),
  negativeInterest: z.object({ booking: InterestBookingInterval, payment: InterestPolicy }),
  prolongation: z.object({ automatic: z.boolean(), description: z.string() }),
  additionalDocuments: z.array(Document),
  specialFeatures: z.array(z.string()),
  costs: z.string(),
  labels: z.array(ProductLabel),
  descriptions: z.array(Description),
})
export type Offer = z.infer<typeof Offer>
