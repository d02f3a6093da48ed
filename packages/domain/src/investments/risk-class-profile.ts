import type { PrognosisInput, PrognosisProjection } from '../entities/prognosis'
import type { PortfolioRiskClass } from '../enumerations'
import { type PortfolioProfile, portfolioProfile } from './portfolio-profile'
import { projectPrognosis } from './project-prognosis'
import { modelFeeBasisPoints, modelHoldings } from './risk-class-portfolios'

/** What the risk classes and portfolio details modal shows for one class. */
export interface RiskClassProfile extends PortfolioProfile {
  riskClass: PortfolioRiskClass
}

export function riskClassProfile(riskClass: PortfolioRiskClass): RiskClassProfile {
  return {
    riskClass,
    ...portfolioProfile(modelHoldings(riskClass), modelFeeBasisPoints(riskClass)),
  }
}

/** The prognosis of spec section 3 for a validated input of a risk class. */
export function prognosisForClass(input: PrognosisInput): PrognosisProjection {
  return projectPrognosis(input, riskClassProfile(input.portfolioClass).assumptions)
}
