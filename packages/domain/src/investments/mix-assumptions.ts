import { assumedCorrelation, segmentAssumptions } from './capital-market-assumptions'
import type { Holding } from './etf'
import type { PrognosisAssumptions } from './prognosis-assumptions'

const basisPoints = 10_000

/** Weighted TER of the holdings, in basis points (may be fractional). */
export function weightedTerBasisPoints(holdings: readonly Holding[]): number {
  return holdings.reduce(
    (sum, h) => sum + (h.weightBasisPoints / basisPoints) * h.etf.terBasisPoints,
    0,
  )
}

/**
 * Expected return, volatility and costs of a mix of funds. Returns are weighted by share; the
 * variance is wᵀΣw with each fund's segment volatility and the fixed correlation of its broad
 * asset class (two holdings of the same segment count as perfectly correlated). The weights must
 * already be validated to sum to 100 %.
 */
export function mixAssumptions(
  holdings: readonly Holding[],
  managementFeeBasisPoints: number,
): PrognosisAssumptions {
  const parts = holdings.map((holding) => ({
    share: holding.weightBasisPoints / basisPoints,
    segment: holding.etf.segment,
    ...segmentAssumptions[holding.etf.segment],
  }))
  let variance = 0
  for (const a of parts) {
    for (const b of parts) {
      const correlation =
        a.segment === b.segment ? 1 : assumedCorrelation(a.broadClass, b.broadClass)
      variance += a.share * b.share * a.volatility * b.volatility * correlation
    }
  }
  return {
    expectedReturn: parts.reduce((sum, part) => sum + part.share * part.expectedReturn, 0),
    volatility: Math.sqrt(variance),
    costRate: (managementFeeBasisPoints + weightedTerBasisPoints(holdings)) / basisPoints,
  }
}
