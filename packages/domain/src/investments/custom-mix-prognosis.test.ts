import { describe, expect, it } from 'vitest'
import { validateCustomMix } from './custom-mix'
import { customMixProfile, customMixPrognosis } from './custom-mix-prognosis'
import { modelPortfolios } from './risk-class-portfolios'
import { prognosisForClass, riskClassProfile } from './risk-class-profile'

function holdingsOf(weights: Readonly<Record<string, number>>) {
  const result = validateCustomMix(
    Object.entries(weights).map(([isin, weightBasisPoints]) => ({ isin, weightBasisPoints })),
  )
  if (!result.ok) throw new Error(JSON.stringify(result.problems))
  return result.holdings
}

describe('customMixPrognosis', () => {
  it('matches the class 70 prognosis for the class 70 funds, except for the lower fee', () => {
    const holdings = holdingsOf(modelPortfolios['70'].weights)
    const profile = customMixProfile(holdings)
    const model = riskClassProfile('70')
    expect(profile.split).toEqual(model.split)
    expect(profile.assumptions.volatility).toBe(model.assumptions.volatility)
    expect(profile.assumptions.costRate).toBeCloseTo(model.assumptions.costRate - 0.0015, 12)
    const schedule = { oneTimeInvestment: 1_000_000, monthlySavingRate: 0, durationYears: 10 }
    const mix = customMixPrognosis(holdings, schedule)
    const managed = prognosisForClass({ ...schedule, portfolioClass: '70', currency: 'EUR' })
    expect(mix.totalContributions).toBe(managed.totalContributions)
    expect(mix.finalCapital).toBeGreaterThan(managed.finalCapital)
    expect(mix.totalCosts).toBeLessThan(managed.totalCosts)
  })

  it('rates an all-emerging-markets mix riskier than class 100', () => {
    const profile = customMixProfile(holdingsOf({ IE000MRDM057: 10_000 }))
    expect(profile.riskIndicator).toBe(5)
    expect(profile.oneYearRange.bad).toBeLessThan(riskClassProfile('100').oneYearRange.bad)
  })
})
