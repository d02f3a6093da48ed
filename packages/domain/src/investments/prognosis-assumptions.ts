/** What the prognosis needs to know about a portfolio, whether a risk class or a custom mix. */
export interface PrognosisAssumptions {
  /** Expected annual growth before costs, as a fraction (0.05 for 5 %). */
  expectedReturn: number
  /** Standard deviation of the annual log return before costs. */
  volatility: number
  /** Yearly costs: management fee plus the weighted TER of the funds. */
  costRate: number
}

/** Scenarios are these percentiles of the lognormal distribution fitted to the value. */
export const scenarioPercentiles = { bad: 5, good: 95 } as const

/** Standard normal quantiles of the 5th and 95th percentile (no inverse CDF needed at run time). */
export const scenarioZScores = { bad: -1.6448536269514722, good: 1.6448536269514722 } as const

export type Scenario = keyof typeof scenarioZScores

/**
 * Growth per month after costs: the gross return compounds monthly to `expectedReturn` a year, and
 * a twelfth of the yearly cost rate is taken from the value at the end of each month.
 */
export function expectedMonthlyFactor({ expectedReturn, costRate }: PrognosisAssumptions): number {
  return (1 + expectedReturn) ** (1 / 12) * (1 - costRate / 12)
}
