/**
 * Long-run capital market assumptions of the prognosis, nominal in EUR, before costs.
 *
 * `expectedReturn` is the expected annual growth of one euro (E[G] − 1); `volatility` is the
 * standard deviation of the annual log return. Basis: rounded figures in the middle of the
 * long-run assumptions that large asset managers publish and of the historical record (global
 * developed equity about 6–7 % a year at 15 % volatility; euro government bonds near their current
 * yields of 2–3 %; money market near the deposit rate). They are not a forecast and are not fitted
 * to any single source; changing a figure here changes every class, mix and test that reads it.
 */
export const marketSegments = [
  'equityDeveloped',
  'equityEmerging',
  'equitySmallCap',
  'governmentBondsEuro',
  'governmentBondsEuroShort',
  'corporateBondsEuro',
  'aggregateBondsGlobalHedged',
  'inflationLinkedBondsEuro',
  'governmentBondsEmergingHedged',
  'moneyMarketEuro',
] as const
export type MarketSegment = (typeof marketSegments)[number]

export type BroadAssetClass = 'equity' | 'bond' | 'moneyMarket'

export interface SegmentAssumption {
  broadClass: BroadAssetClass
  expectedReturn: number
  volatility: number
}

export const segmentAssumptions: Readonly<Record<MarketSegment, SegmentAssumption>> = {
  equityDeveloped: { broadClass: 'equity', expectedReturn: 0.065, volatility: 0.15 },
  equityEmerging: { broadClass: 'equity', expectedReturn: 0.075, volatility: 0.21 },
  equitySmallCap: { broadClass: 'equity', expectedReturn: 0.07, volatility: 0.18 },
  governmentBondsEuro: { broadClass: 'bond', expectedReturn: 0.026, volatility: 0.055 },
  governmentBondsEuroShort: { broadClass: 'bond', expectedReturn: 0.022, volatility: 0.015 },
  corporateBondsEuro: { broadClass: 'bond', expectedReturn: 0.03, volatility: 0.048 },
  aggregateBondsGlobalHedged: { broadClass: 'bond', expectedReturn: 0.027, volatility: 0.045 },
  inflationLinkedBondsEuro: { broadClass: 'bond', expectedReturn: 0.026, volatility: 0.06 },
  governmentBondsEmergingHedged: { broadClass: 'bond', expectedReturn: 0.045, volatility: 0.09 },
  moneyMarketEuro: { broadClass: 'moneyMarket', expectedReturn: 0.02, volatility: 0.004 },
}

/**
 * The one simplification of the mix: a fixed correlation per pair of broad asset classes instead
 * of an estimated matrix per fund. Money market is treated as uncorrelated with everything else.
 */
export function assumedCorrelation(a: BroadAssetClass, b: BroadAssetClass): number {
  if (a === 'moneyMarket' || b === 'moneyMarket') return a === b ? 0.9 : 0
  if (a !== b) return 0.1
  return a === 'equity' ? 0.85 : 0.6
}
