import type { TaxDetail } from '../entities/person'
import type { AccountType } from '../enumerations'
import { type PortalLocale, portalLocales } from '../locales'
import { markets } from '../markets'
import type { ExemptionOrderKind } from './exemption-allowance'

/** The bank that pays the interest. */
export interface ExemptionBank {
  countryCode: string
  /** A German branch of a foreign bank withholds German tax like a German bank. */
  germanBranch?: boolean
}

export interface ExemptionApplicant {
  accountType: AccountType
  taxDetails: readonly Pick<TaxDetail, 'countryCode' | 'precedence'>[]
  /** Whether the account has an ACTIVE TAX_PARTNER (the spouse who signs a joint order). */
  hasActiveTaxPartner: boolean
}

export type ExemptionEligibilityProblem =
  | 'business_account'
  | 'not_german_tax_resident'
  | 'bank_takes_no_exemption_orders'
  | 'joint_needs_tax_partner'

/** The country whose tax law has exemption orders (Freistellungsaufträge). */
const exemptionOrderCountry = 'DE'

/**
 * The markets whose customers are offered exemption orders: those whose tax residence (market
 * table) is Germany. Elsewhere the customer menu lists none; the page still answers each customer
 * by their own tax residence (`exemptionApplicantProblem`).
 */
export const exemptionOrderLocales: readonly PortalLocale[] = portalLocales.filter(
  (locale) => markets[locale].taxResidence === exemptionOrderCountry,
)

/**
 * Only a German paying agent withholds German capital-income tax, so only a German bank or a
 * German branch takes exemption orders; a foreign bank pays gross and the customer claims the
 * allowance in the tax return.
 */
export function bankTakesExemptionOrders(bank: ExemptionBank): boolean {
  return bank.countryCode === exemptionOrderCountry || bank.germanBranch === true
}

/** The primary tax residence: the lowest precedence (1 = primary). */
function primaryTaxCountry(taxDetails: ExemptionApplicant['taxDetails']): string | undefined {
  return [...taxDetails].sort((a, b) => a.precedence - b.precedence)[0]?.countryCode
}

/**
 * Whether the person may give exemption orders at any bank: a private person (the saver's
 * allowance is a personal one) whose primary tax residence is Germany. The exemption order is a
 * German tax matter; to anyone else the portal offers none.
 */
export function exemptionApplicantProblem(
  applicant: Pick<ExemptionApplicant, 'accountType' | 'taxDetails'>,
): Extract<ExemptionEligibilityProblem, 'business_account' | 'not_german_tax_resident'> | null {
  if (applicant.accountType === 'BUSINESS') return 'business_account'
  if (primaryTaxCountry(applicant.taxDetails) !== exemptionOrderCountry)
    return 'not_german_tax_resident'
  return null
}

/**
 * Whether an exemption order may be given at all: by a private person whose primary tax
 * residence is Germany (exemptionApplicantProblem), at a bank that takes them; a joint order
 * needs the spouse as an active tax partner on the account.
 */
export function exemptionEligibilityProblem(
  applicant: ExemptionApplicant,
  bank: ExemptionBank,
  kind: ExemptionOrderKind,
): ExemptionEligibilityProblem | null {
  const applicantProblem = exemptionApplicantProblem(applicant)
  if (applicantProblem) return applicantProblem
  if (!bankTakesExemptionOrders(bank)) return 'bank_takes_no_exemption_orders'
  if (kind === 'joint' && !applicant.hasActiveTaxPartner) return 'joint_needs_tax_partner'
  return null
}
