/**
 * Bounds of the prognosis inputs (spec section 5 names the helper messages, not the bounds; these
 * are ours). Amounts are EUR minor units, the currency of the two markets that offer investments.
 * Zero is allowed for either amount as long as the other one is above zero.
 */
export const prognosisBounds = {
  currency: 'EUR',
  /** €500 … €10,000,000, or nothing. */
  oneTimeInvestment: { min: 50_000, max: 1_000_000_000 },
  /** €25 … €100,000 a month, or nothing. */
  monthlySavingRate: { min: 2_500, max: 10_000_000 },
  /** Whole years: one year is the shortest honest horizon for a fund, forty covers a career. */
  durationYears: { min: 1, max: 40 },
} as const

/** The helper-message keys a prognosis field can show; `limit` carries the bound it broke. */
export const prognosisMessageKeys = [
  'min',
  'max',
  'notANumber',
  'negative',
  'tooManyDecimals',
  'unknownClass',
  'durationOutOfRange',
  'noAmount',
] as const
export type PrognosisMessageKey = (typeof prognosisMessageKeys)[number]

export const prognosisFields = [
  'oneTimeInvestment',
  'monthlySavingRate',
  'durationYears',
  'portfolioClass',
] as const
export type PrognosisField = (typeof prognosisFields)[number]

export interface PrognosisFieldMessage {
  key: PrognosisMessageKey
  /** The bound in minor units (amounts) or years (duration), for `min`, `max` and the range. */
  limit?: number
}

export type PrognosisFieldMessages = Partial<Record<PrognosisField, PrognosisFieldMessage>>
