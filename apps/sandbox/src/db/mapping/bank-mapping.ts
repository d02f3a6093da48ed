import { type Bank, type BankSummary, creditRatings } from '@portal/domain'
import type { banks } from '../schema'

export type BankRow = typeof banks.$inferSelect

export function toBankRow(bank: Bank): BankRow {
  return { ...bank, ratingRank: creditRatings.indexOf(bank.countryCreditRating) }
}

export function toBank(row: BankRow): Bank {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    countryCode: row.countryCode,
    countryCreditRating: row.countryCreditRating,
    logoUrl: row.logoUrl,
    depositGuarantee: row.depositGuarantee,
    institutionFeatures: row.institutionFeatures,
    descriptions: row.descriptions,
    documents: row.documents,
  }
}

export function toBankSummary(row: BankRow): BankSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    countryCode: row.countryCode,
    countryCreditRating: row.countryCreditRating,
    logoUrl: row.logoUrl,
  }
}
