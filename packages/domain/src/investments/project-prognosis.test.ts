import { describe, expect, it } from 'vitest'
import { PrognosisProjection } from '../entities/prognosis'
import type { PrognosisAssumptions } from './prognosis-assumptions'
import { projectPrognosis } from './project-prognosis'

const equity: PrognosisAssumptions = { expectedReturn: 0.065, volatility: 0.15, costRate: 0.0072 }

describe('projectPrognosis', () => {
  it.each([
    // one-time, monthly, years: contributions, final capital. The first by hand:
    // 1,000,000 × 1.065 × (1 − 0.0072/12)¹² = 1,057,357.4; the others pin the model's rounding.
    [1_000_000, 0, 1, 1_000_000, 1_057_357],
    [0, 10_000, 10, 1_200_000, 1_610_323],
    [50_000, 2_500, 40, 1_250_000, 4_944_823],
  ])('%i once and %i a month for %i years', (P, S, years, contributions, finalCapital) => {
    const result = projectPrognosis(
      { oneTimeInvestment: P, monthlySavingRate: S, durationYears: years, currency: 'EUR' },
      equity,
    )
    expect(PrognosisProjection.parse(result)).toEqual(result)
    expect(result.totalContributions).toBe(contributions)
    expect(result.finalCapital).toBe(finalCapital)
    expect(result.totalReturn).toBe(finalCapital - contributions)
    expect(Math.abs(result.costsPerYear * years - result.totalCosts)).toBeLessThanOrEqual(years)
    expect(result.path).toHaveLength(years + 1)
    expect(result.path[0]).toEqual({ year: 0, contributions: P, expected: P, good: P, bad: P })
    expect(result.path.at(-1)?.expected).toBe(finalCapital)
    for (const point of result.path.slice(1)) {
      expect(point.bad).toBeLessThan(point.expected)
      expect(point.good).toBeGreaterThan(point.expected)
    }
  })

  it('states the model figures as decimal strings', () => {
    const result = projectPrognosis(
      { oneTimeInvestment: 100_000, monthlySavingRate: 0, durationYears: 2, currency: 'EUR' },
      equity,
    )
    expect([result.expectedReturn, result.volatility, result.costRate]).toEqual([
      '0.065',
      '0.15',
      '0.0072',
    ])
  })

  it('refuses a duration under a year as a programmer mistake', () => {
    expect(() =>
      projectPrognosis(
        { oneTimeInvestment: 1, monthlySavingRate: 0, durationYears: 0, currency: 'EUR' },
        equity,
      ),
    ).toThrow(RangeError)
  })
})
