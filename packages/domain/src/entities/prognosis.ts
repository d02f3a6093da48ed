import { z } from 'zod'
import { PortfolioRiskClass } from '../enumerations'
import { CurrencyCode, MinorUnits } from '../primitives'

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
const SignedMinorUnits = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)

export const PrognosisOutput = z.object({
  totalContributions: MinorUnits,
  totalReturn: SignedMinorUnits,
  costsPerYear: MinorUnits,
  finalCapital: SignedMinorUnits,
  currency: CurrencyCode,
})
export type PrognosisOutput = z.infer<typeof PrognosisOutput>
