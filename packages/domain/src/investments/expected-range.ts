import {
  expectedMonthlyFactor,
  type PrognosisAssumptions,
  scenarioZScores,
} from './prognosis-assumptions'

export interface ExpectedRange {
  /** Annualised return after costs in the bad scenario (5th percentile). */
  bad: number
  /** Expected annual return after costs. */
  expected: number
  /** Annualised return after costs in the good scenario (95th percentile). */
  good: number
}

/**
 * The range of the annualised return after costs over `years` for a one-time investment: the
 * percentiles of the prognosis' lognormal model. For one year it is the range of a single year.
 */
export function expectedRange(assumptions: PrognosisAssumptions, years = 1): ExpectedRange {
  const yearlyFactor = expectedMonthlyFactor(assumptions) ** 12
  const logDrift = Math.log(yearlyFactor) - assumptions.volatility ** 2 / 2
  const spread = assumptions.volatility / Math.sqrt(years)
  return {
    bad: Math.exp(logDrift + scenarioZScores.bad * spread) - 1,
    expected: yearlyFactor - 1,
    good: Math.exp(logDrift + scenarioZScores.good * spread) - 1,
  }
}
