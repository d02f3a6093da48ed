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
