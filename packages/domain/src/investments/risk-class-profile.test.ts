import { describe, expect, it } from 'vitest'
import { portfolioRiskClasses } from '../enumerations'
import { prognosisForClass, riskClassProfile } from './risk-class-profile'

describe('riskClassProfile', () => {
  // Spec section 3: "Portfolio risk classes: 30, 50, 70, 100, money market." The class names the
  // equity share; the figures after the split pin the model (return, volatility, TER, indicator).
  it.each([
    ['30', { equity: 3000, bond: 7000, moneyMarket: 0 }, 0.03855, 0.05696, 11.6, 3],
    ['50', { equity: 5000, bond: 5000, moneyMarket: 0 }, 0.0473, 0.084, 12.79, 3],
    ['70', { equity: 7000, bond: 3000, moneyMarket: 0 }, 0.0567, 0.1126, 15.38, 3],
    ['100', { equity: 10000, bond: 0, moneyMarket: 0 }, 0.067, 0.1562, 14.9, 4],
    ['money_market', { equity: 0, bond: 0, moneyMarket: 10000 }, 0.02, 0.004, 9.2, 1],
  ] as const)('%s: split %o', (riskClass, split, expectedReturn, volatility, ter, indicator) => {
    const profile = riskClassProfile(riskClass)
    expect(profile.split).toEqual(split)
    expect(profile.holdings.reduce((sum, h) => sum + h.weightBasisPoints, 0)).toBe(10_000)
    expect(profile.assumptions.expectedReturn).toBeCloseTo(expectedReturn, 4)
    expect(profile.assumptions.volatility).toBeCloseTo(volatility, 4)
    expect(profile.weightedTerBasisPoints).toBeCloseTo(ter, 9)
    expect(profile.riskIndicator).toBe(indicator)
    const { bad, expected, good } = profile.oneYearRange
    expect(bad).toBeLessThan(expected)
    expect(good).toBeGreaterThan(expected)
  })

  it('charges the managed fee on the mixed classes and the lower one on money market', () => {
    expect(portfolioRiskClasses.map((c) => riskClassProfile(c).managementFeeBasisPoints)).toEqual([
      60, 60, 60, 60, 25,
    ])
  })

  it('rises in risk and expected return from money market through 30 … 100', () => {
    const ordered = (['money_market', '30', '50', '70', '100'] as const).map(riskClassProfile)
    const volatilities = ordered.map((p) => p.assumptions.volatility)
    const returns = ordered.map((p) => p.oneYearRange.expected)
    const worstYears = ordered.map((p) => p.oneYearRange.bad)
    expect(volatilities).toEqual([...volatilities].sort((a, b) => a - b))
    expect(returns).toEqual([...returns].sort((a, b) => a - b))
    expect(worstYears).toEqual([...worstYears].sort((a, b) => b - a))
  })
})

describe('prognosisForClass', () => {
  it('projects with the class figures: more equity, more capital and a wider range', () => {
    const input = {
      oneTimeInvestment: 1_000_000,
      monthlySavingRate: 10_000,
      durationYears: 20,
      currency: 'EUR',
    }
    const cautious = prognosisForClass({ ...input, portfolioClass: '30' })
    const bold = prognosisForClass({ ...input, portfolioClass: '100' })
    expect(bold.finalCapital).toBeGreaterThan(cautious.finalCapital)
    expect(bold.totalContributions).toBe(cautious.totalContributions)
    const spread = (p: typeof bold) => (p.path.at(-1)?.good ?? 0) - (p.path.at(-1)?.bad ?? 0)
    expect(spread(bold)).toBeGreaterThan(spread(cautious))
    expect(cautious.volatility).toBe('0.056956')
  })
})
