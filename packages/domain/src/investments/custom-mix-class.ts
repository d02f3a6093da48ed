import type { PortfolioRiskClass } from '../enumerations'
import type { Holding } from './etf'
import { managementFeeBasisPoints } from './investment-fees'
import { portfolioProfile } from './portfolio-profile'
import { riskClassesByRisk, riskRank } from './portfolio-risk-class'
import { riskClassProfile } from './risk-class-profile'

/** The equity share each class names, in basis points. */
const classEquity: readonly [PortfolioRiskClass, number][] = [
  ['30', 3_000],
  ['50', 5_000],
  ['70', 7_000],
  ['100', 10_000],
]

/**
 * The risk class a configured mix is ordered and checked for suitability as: the riskier of
 * (a) the least risky class whose equity share is at least the mix's (a mix of money-market
 * funds only is the money-market class) and (b) the least risky class whose model portfolio
 * is at least as volatile as the mix (100 when the mix is more volatile still). Both from the
 * figures the fund overview shows (split and the mix's assumptions), so a mix of emerging
 * markets is not passed as a class of the same equity share but lower volatility.
 */
export function customMixRiskClass(holdings: readonly Holding[]): PortfolioRiskClass {
  const profile = portfolioProfile([...holdings], managementFeeBasisPoints.configuratorMix)
  const { equity, bond } = profile.split
  const byEquity: PortfolioRiskClass =
    equity === 0 && bond === 0
      ? 'money_market'
      : (classEquity.find(([, share]) => share >= equity)?.[0] ?? '100')
  const volatility = profile.assumptions.volatility
  const byVolatility =
    riskClassesByRisk.find((c) => riskClassProfile(c).assumptions.volatility >= volatility) ?? '100'
  return riskRank(byVolatility) > riskRank(byEquity) ? byVolatility : byEquity
}
