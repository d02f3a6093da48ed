/**
 * The bank's codes of a customer's and a person's details (spec section 3: customer account,
 * Person). Pages never show a code: each has a message in every catalogue (the portal's
 * `lib/code-words` table and its test). Plain constants, so browser code may import them.
 */

export const courtesyTitleCodes = ['MR', 'MS'] as const
export const academicTitleCodes = ['DR', 'PROF', 'PROF_DR'] as const
export const genders = ['MALE', 'FEMALE', 'DIVERSE'] as const
export const maritalStatuses = [
  'SINGLE',
  'MARRIED',
  'REGISTERED_PARTNERSHIP',
  'SEPARATED',
  'DIVORCED',
  'WIDOWED',
] as const
export const professions = [
  'EMPLOYEE',
  'SELF_EMPLOYED',
  'CIVIL_SERVANT',
  'MANAGING_DIRECTOR',
  'RETIRED',
  'STUDENT',
  'HOMEMAKER',
  'UNEMPLOYED',
] as const
export const industries = [
  'IT',
  'HEALTHCARE',
  'EDUCATION',
  'FINANCE',
  'TRADE',
  'MANUFACTURING',
  'CONSTRUCTION',
  'PUBLIC_SECTOR',
  'OTHER',
] as const

/** PEP covers the person, a family member or a close associate; the office goes in `pepInfo`. */
export const pepStatuses = ['NO_PEP', 'PEP'] as const
export const originsOfFunds = [
  'SALARY',
  'SAVINGS',
  'PENSION',
  'INHERITANCE',
  'BUSINESS_INCOME',
  'SALE_OF_PROPERTY',
  'OTHER',
] as const
export const annualIncomeBands = [
  'UNDER_25K',
  'FROM_25K_TO_50K',
  'FROM_50K_TO_100K',
  'FROM_100K_TO_250K',
  'OVER_250K',
] as const

export const distributionChannels = ['WEB', 'APP', 'PARTNER'] as const

/** The portal's own distributor in a country: `ZINSPILOT_DE`, `ZINSPILOT_FR`, … */
export const distributorPrefix = 'ZINSPILOT_'

/** The country of one of the portal's own distributors, or null for any other distributor. */
export function distributorCountry(distributorId: string): string | null {
  const country = distributorId.startsWith(distributorPrefix)
    ? distributorId.slice(distributorPrefix.length)
    : ''
  return /^[A-Z]{2}$/.test(country) ? country : null
}
