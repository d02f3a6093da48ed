import { z } from 'zod'
import { CreditRating, InstitutionFeatureLabel } from '../enumerations'
import { BankSlug } from '../ids'
import { CountryCode, CurrencyCode, MinorUnits } from '../primitives'
import { Description, Document } from './description'

export const DepositGuarantee = z.object({
  /** Name of the statutory deposit-guarantee scheme. */
  scheme: z.string().min(1),
  /** Covered amount per customer in minor units of `currency`. */
  limit: MinorUnits,
  currency: CurrencyCode,
  insuranceDescriptionIds: z.array(z.string()),
})
export type DepositGuarantee = z.infer<typeof DepositGuarantee>

/** A partner bank that takes deposits. */
export const Bank = z.object({
  id: z.string().min(1),
  slug: BankSlug,
  name: z.string().min(1),
  countryCode: CountryCode,
  countryCreditRating: CreditRating,
  logoUrl: z.string(),
  depositGuarantee: DepositGuarantee,
  institutionFeatures: z.array(InstitutionFeatureLabel),
  descriptions: z.array(Description),
  documents: z.array(Document),
})
export type Bank = z.infer<typeof Bank>

/** The part of a bank embedded in every offer row. */
export const BankSummary = Bank.pick({
  id: true,
  slug: true,
  name: true,
  countryCode: true,
  countryCreditRating: true,
  logoUrl: true,
})
export type BankSummary = z.infer<typeof BankSummary>
