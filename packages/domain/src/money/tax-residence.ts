/** Tax residences a saver can have on this platform: its twelve markets. */
export const taxResidences = [
  'DE',
  'AT',
  'GB',
  'IE',
  'ES',
  'FR',
  'NL',
  'PL',
  'FI',
  'IT',
  'CH',
  'US',
] as const
export type TaxResidence = (typeof taxResidences)[number]

export function isTaxResidence(value: unknown): value is TaxResidence {
  return typeof value === 'string' && (taxResidences as readonly string[]).includes(value)
}

/**
 * Residences whose tax on interest paid gross is usually collected without a return: in the UK,
 * HMRC collects tax on savings interest above the Personal Savings Allowance through the PAYE
 * tax code, and only savers who file a Self Assessment return declare it there.
 */
export const grossInterestTaxedByTaxCode: readonly TaxResidence[] = ['GB']
