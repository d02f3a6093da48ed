import { describe, expect, it } from 'vitest'
import { expectedPath } from './expected-path'
import { expectedMonthlyFactor, type PrognosisAssumptions } from './prognosis-assumptions'

/**
 * The independent computation: closed forms in plain floating point. With f the net monthly factor
 * and n months, the value is P·fⁿ + S·f·(fⁿ − 1)/(f − 1) (future value of an annuity due), and as
 * every month's cost is V_k·c/(12 − c), the costs sum to c/(12 − c) · Σ V_k, also closed-form.
 */
function closedForm(P: number, S: number, years: number, assumptions: PrognosisAssumptions) {
  const f = expectedMonthlyFactor(assumptions)
  const n = years * 12
  const value = (k: number) => P * f ** k + (S * f * (f ** k - 1)) / (f - 1)
  const sumOfValues =
    (P * f * (f ** n - 1)) / (f - 1) + ((S * f) / (f - 1)) * ((f * (f ** n - 1)) / (f - 1) - n)
  const costShare = assumptions.costRate / (12 - assumptions.costRate)
  return { value: value(n), costs: costShare * sumOfValues }
}

const equity: PrognosisAssumptions = { expectedReturn: 0.065, volatility: 0.15, costRate: 0.0072 }
const balanced: PrognosisAssumptions = { expectedReturn: 0.045, volatility: 0.08, costRate: 0.0071 }
const moneyMarket: PrognosisAssumptions = {
  expectedReturn: 0.02,
  volatility: 0.004,
  costRate: 0.0034,
}
const noCosts: PrognosisAssumptions = { expectedReturn: 0.05, volatility: 0.1, costRate: 0 }

describe('expectedPath against the closed form of an annuity due', () => {
  it.each([
    // one-time, monthly (minor units), years, assumptions
    [1_000_000, 0, 10, equity],
    [0, 10_000, 10, equity],
    [50_000, 2_500, 1, balanced],
    [1_000_000_000, 10_000_000, 40, equity],
    [0, 2_500, 40, moneyMarket],
    [2_500_000, 50_000, 25, balanced],
    [100_000, 10_000, 15, noCosts],
  ] as const)('%i once, %i a month, %i years', (P, S, years, assumptions) => {
    const path = expectedPath(
      { oneTimeInvestment: P, monthlySavingRate: S, durationYears: years },
      assumptions,
    )
    const last = path.at(-1)
    const expected = closedForm(P, S, years, assumptions)
    // Within a minor unit, or a ten-billionth for amounts where floats themselves drift further.
    const tolerance = Math.max(1, expected.value * 1e-10)
    expect(path).toHaveLength(years)
    expect(Math.abs(Number(last?.value) - expected.value)).toBeLessThan(tolerance)
    expect(Math.abs(Number(last?.costs) - expected.costs)).toBeLessThan(tolerance)
    expect(Number(last?.contributions)).toBe(P + S * 12 * years)
  })

  it('reports every year end, each contribution counted once', () => {
    const path = expectedPath(
      { oneTimeInvestment: 0, monthlySavingRate: 100, durationYears: 3 },
      noCosts,
    )
    expect(path.map((point) => [point.year, Number(point.contributions)])).toEqual([
      [1, 1200],
      [2, 2400],
      [3, 3600],
    ])
    expect(Number(path[0]?.costs)).toBe(0)
  })

  it('one year at 6.5 % without contributions during the year grows by the annual rate', () => {
    const path = expectedPath(
      { oneTimeInvestment: 1_000_000, monthlySavingRate: 0, durationYears: 1 },
      { expectedReturn: 0.065, volatility: 0.15, costRate: 0 },
    )
    expect(path[0]?.value.round(0).toNumber()).toBe(1_065_000)
  })
})
