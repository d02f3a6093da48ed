import type { Holding } from './etf'
import { type ExpectedRange, expectedRange } from './expected-range'
import { mixAssumptions, weightedTerBasisPoints } from './mix-assumptions'
import type { PrognosisAssumptions } from './prognosis-assumptions'
import { type RiskIndicator, riskIndicatorOfVolatility } from './risk-indicator'

/** What the portfolio details show for a model portfolio or a configured mix. */
export interface PortfolioProfile {
  /** Shares of the broad asset classes in basis points; they sum to 10,000. */
  split: { equity: number; bond: number; moneyMarket: number }
  holdings: Holding[]
  managementFeeBasisPoints: number
  weightedTerBasisPoints: number
  assumptions: PrognosisAssumptions
  riskIndicator: RiskIndicator
  /** Range of a single year's return after costs, 5th to 95th percentile. */
  oneYearRange: ExpectedRange
}

export function portfolioProfile(
  holdings: Holding[],
  managementFeeBasisPoints: number,
): PortfolioProfile {
  const assumptions = mixAssumptions(holdings, managementFeeBasisPoints)
  const split = { equity: 0, bond: 0, moneyMarket: 0 }
  for (const { etf, weightBasisPoints } of holdings) split[etf.assetClass] += weightBasisPoints
  return {
    split,
    holdings,
    managementFeeBasisPoints,
    weightedTerBasisPoints: weightedTerBasisPoints(holdings),
    assumptions,
    riskIndicator: riskIndicatorOfVolatility(assumptions.volatility),
    oneYearRange: expectedRange(assumptions, 1),
  }
}
