/** Summary risk indicator of a key information document: 1 (lowest) to 7 (highest). */
export type RiskIndicator = 1 | 2 | 3 | 4 | 5 | 6 | 7

/**
 * Upper volatility bounds of classes 1 to 6 of the PRIIPs market-risk measure (volatility-
 * equivalent buckets). Credit risk, which can raise a real fund's indicator, is left out.
 */
const volatilityBounds = [0.005, 0.05, 0.12, 0.2, 0.3, 0.8] as const

export function riskIndicatorOfVolatility(volatility: number): RiskIndicator {
  const index = volatilityBounds.findIndex((bound) => volatility < bound)
  return (index === -1 ? 7 : index + 1) as RiskIndicator
}
