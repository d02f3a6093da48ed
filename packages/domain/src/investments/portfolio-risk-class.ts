import { type PortfolioRiskClass, portfolioRiskClasses } from '../enumerations'

export function isPortfolioRiskClass(value: unknown): value is PortfolioRiskClass {
  return typeof value === 'string' && (portfolioRiskClasses as readonly string[]).includes(value)
}

/** From the least to the most risky: money market, then the equity shares 30 … 100. */
export const riskClassesByRisk: readonly PortfolioRiskClass[] = [
  'money_market',
  '30',
  '50',
  '70',
  '100',
]

export function riskRank(riskClass: PortfolioRiskClass): number {
  return riskClassesByRisk.indexOf(riskClass)
}
