import type { PrognosisInput, PrognosisProjection } from '../entities/prognosis'
import type { PortfolioRiskClass } from '../enumerations'
import type { Holding } from './etf'
import { type ExpectedRange, expectedRange } from './expected-range'
import { mixAssumptions, weightedTerBasisPoints } from './mix-assumptions'
import type { PrognosisAssumptions } from './prognosis-assumptions'
import { projectPrognosis } from './project-prognosis'
import { modelFeeBasisPoints, modelHoldings } from './risk-class-portfolios'
import { type RiskIndicator, riskIndicatorOfVolatility } from './risk-indicator'

/** What the risk classes and portfolio details modal shows for one class. */
export interface RiskClassProfile {
  riskClass: PortfolioRiskClass
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

export function riskClassProfile(riskClass: PortfolioRiskClass): RiskClassProfile {
  const holdings = modelHoldings(riskClass)
  const fee = modelFeeBasisPoints(riskClass)
  const assumptions = mixAssumptions(holdings, fee)
  const split = { equity: 0, bond: 0, moneyMarket: 0 }
  for (const { etf, weightBasisPoints } of holdings) split[etf.assetClass] += weightBasisPoints
  return {
    riskClass,
    split,
    holdings,
    managementFeeBasisPoints: fee,
    weightedTerBasisPoints: weightedTerBasisPoints(holdings),
    assumptions,
    riskIndicator: riskIndicatorOfVolatility(assumptions.volatility),
    oneYearRange: expectedRange(assumptions, 1),
  }
}

/** The prognosis of spec section 3 for a validated input of a risk class. */
export function prognosisForClass(input: PrognosisInput): PrognosisProjection {
  return projectPrognosis(input, riskClassProfile(input.portfolioClass).assumptions)
}
