import { z } from 'zod'
import { PortfolioRiskClass } from '../enumerations'
import { CurrencyCode, DecimalString, MinorUnits } from '../primitives'

/** Inputs of the prognosis chart (spec section 3). Amounts in minor units of `currency`. */
export const PrognosisInput = z.object({
  oneTimeInvestment: MinorUnits,
  monthlySavingRate: MinorUnits,
  /** Duration in years. */
  durationYears: z.number().int().positive(),
  portfolioClass: PortfolioRiskClass,
  currency: CurrencyCode,
})
export type PrognosisInput = z.infer<typeof PrognosisInput>

/** A signed amount in minor units: a return can be negative. */
export const SignedMinorUnits = z
  .number()
  .int()
  .min(-Number.MAX_SAFE_INTEGER)
  .max(Number.MAX_SAFE_INTEGER)

export const PrognosisOutput = z.object({
  totalContributions: MinorUnits,
  totalReturn: SignedMinorUnits,
  costsPerYear: MinorUnits,
  finalCapital: SignedMinorUnits,
  currency: CurrencyCode,
})
export type PrognosisOutput = z.infer<typeof PrognosisOutput>

/** One point of the chart: the state at the end of `year` (year 0 is the one-time investment). */
export const PrognosisPathPoint = z.object({
  year: z.number().int().nonnegative(),
  contributions: MinorUnits,
  expected: SignedMinorUnits,
  /** The good scenario: the 95th percentile. */
  good: SignedMinorUnits,
  /** The bad scenario: the 5th percentile. */
  bad: SignedMinorUnits,
})
export type PrognosisPathPoint = z.infer<typeof PrognosisPathPoint>

/** The outputs of spec section 3 with the model's figures and the path the chart draws. */
export const PrognosisProjection = PrognosisOutput.extend({
  totalCosts: MinorUnits,
  /** Yearly costs as a fraction of the value: management fee plus the funds' TER. */
  costRate: DecimalString,
  /** Expected annual return before costs and its volatility, as fractions. */
  expectedReturn: DecimalString,
  volatility: DecimalString,
  path: z.array(PrognosisPathPoint).min(2),
})
export type PrognosisProjection = z.infer<typeof PrognosisProjection>
