import type { PortfolioRiskClass } from '../enumerations'
import type { Holding } from './etf'
import { etfByIsin } from './etf-universe'
import { type FeeSchedule, managementFeeBasisPoints } from './investment-fees'

interface ModelPortfolio {
  feeSchedule: FeeSchedule
  /** ISIN → weight in basis points; the numbers of each class sum to 10,000. */
  weights: Readonly<Record<string, number>>
}

/**
 * The model portfolios of the risk classes: the class names its equity share in percent. Equity
 * is spread like a global index with tilts to Europe, emerging markets and small caps; bonds move
 * from short euro government paper towards corporate and emerging-market debt as risk rises.
 */
export const modelPortfolios: Readonly<Record<PortfolioRiskClass, ModelPortfolio>> = {
  '30': {
    feeSchedule: 'managedPortfolio',
    weights: {
      IE000MRDW015: 2000,
      IE000MRDM057: 500,
      IE000MRDS070: 500,
      LU2718AUG018: 3000,
      LU2718AUS021: 1500,
      LU2718AUC033: 1500,
      LU2718AUA045: 1000,
    },
  },
  '50': {
    feeSchedule: 'managedPortfolio',
    weights: {
      IE000MRDW015: 3000,
      IE000MRDM057: 800,
      IE000MRDE039: 600,
      IE000MRDS070: 600,
      LU2718AUG018: 2000,
      LU2718AUC033: 1500,
      LU2718AUA045: 1000,
      LU2718AUI055: 500,
    },
  },
  '70': {
    feeSchedule: 'managedPortfolio',
    weights: {
      IE000MRDW015: 4000,
      IE000MRDM057: 1000,
      IE000MRDE039: 1000,
      IE000MRDS070: 1000,
      LU2718AUG018: 1200,
      LU2718AUC033: 1000,
      LU2718AUE062: 800,
    },
  },
  '100': {
    feeSchedule: 'managedPortfolio',
    weights: {
      IE000MRDW015: 5500,
      IE000MRDM057: 1500,
      IE000MRDE039: 1000,
      IE000MRDS070: 1000,
      IE000MRDP068: 500,
      IE000MRDU043: 500,
    },
  },
  money_market: {
    feeSchedule: 'moneyMarketPortfolio',
    weights: { LU2718AUM073: 6000, LU2718AUB084: 4000 },
  },
}

export function modelHoldings(riskClass: PortfolioRiskClass): Holding[] {
  return Object.entries(modelPortfolios[riskClass].weights).map(([isin, weightBasisPoints]) => {
    const etf = etfByIsin(isin)
    if (etf === undefined)
      throw new RangeError(`Model portfolio ${riskClass} holds unknown ${isin}`)
    return { etf, weightBasisPoints }
  })
}

export function modelFeeBasisPoints(riskClass: PortfolioRiskClass): number {
  return managementFeeBasisPoints[modelPortfolios[riskClass].feeSchedule]
}
