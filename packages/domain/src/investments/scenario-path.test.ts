import { describe, expect, it } from 'vitest'
import { expectedPath } from './expected-path'
import { expectedMonthlyFactor, type PrognosisAssumptions } from './prognosis-assumptions'
import { scenarioPath } from './scenario-path'
import { seededNormal } from './seeded-random'

/**
 * The independent computation: a seeded Monte Carlo of monthly lognormal returns with the same
 * mean (the expected path) and yearly log volatility, contributions at the start of each month.
 */
function simulate(P: number, S: number, months: number, a: PrognosisAssumptions, runs: number) {
  const normal = seededNormal(20261123)
  const sigma = a.volatility / Math.sqrt(12)
  const drift = Math.log(expectedMonthlyFactor(a)) - sigma ** 2 / 2
  const finals: number[] = []
  for (let run = 0; run < runs; run++) {
    let value = P
    for (let month = 0; month < months; month++) {
      value = (value + S) * Math.exp(drift + sigma * normal())
    }
    finals.push(value)
  }
  finals.sort((x, y) => x - y)
  const at = (share: number) => finals[Math.floor(share * runs)] ?? Number.NaN
  return { bad: at(0.05), good: at(0.95), mean: finals.reduce((sum, x) => sum + x, 0) / runs }
}

const equity: PrognosisAssumptions = { expectedReturn: 0.065, volatility: 0.15, costRate: 0.0072 }
const balanced: PrognosisAssumptions = {
  expectedReturn: 0.045,
  volatility: 0.085,
  costRate: 0.0071,
}
const moneyMarket: PrognosisAssumptions = {
  expectedReturn: 0.02,
  volatility: 0.004,
  costRate: 0.0034,
}

describe('scenarioPath against a seeded Monte Carlo (5,000 runs)', () => {
  // Relative tolerances: sampling error of a 5th/95th percentile is about 1–2 % here. The fitted
  // lognormal is exact for a one-time amount; for a savings plan its bad scenario lies below the
  // simulated one (cautious) by up to `cautious`.
  it.each([
    ['one-time, equity, 10 years', 1_000_000, 0, 10, equity, 0.02, 0],
    ['one-time, balanced, 1 year', 1_000_000, 0, 1, balanced, 0.01, 0],
    ['savings plan, equity, 5 years', 0, 10_000, 5, equity, 0.02, 0.02],
    ['savings plan, equity, 20 years', 0, 10_000, 20, equity, 0.03, 0.07],
    ['both, balanced, 20 years', 1_000_000, 10_000, 20, balanced, 0.02, 0.03],
    ['both, money market, 3 years', 500_000, 5_000, 3, moneyMarket, 0.001, 0],
  ] as const)('%s', (_, P, S, years, assumptions, tolerance, cautious) => {
    const schedule = { oneTimeInvestment: P, monthlySavingRate: S, durationYears: years }
    const simulated = simulate(P, S, years * 12, assumptions, 5_000)
    const last = scenarioPath(schedule, assumptions).at(-1)
    const badRatio = (last?.bad ?? Number.NaN) / simulated.bad
    expect(badRatio).toBeGreaterThan(1 - tolerance - cautious)
    expect(badRatio).toBeLessThan(1 + tolerance)
    expect(Math.abs((last?.good ?? Number.NaN) / simulated.good - 1)).toBeLessThan(tolerance)
    // The simulation's mean is the expected path: the drift correction is right.
    const expected = expectedPath(schedule, assumptions).at(-1)?.value.toNumber() ?? Number.NaN
    expect(Math.abs(simulated.mean / expected - 1)).toBeLessThan(tolerance)
  })

  // Up to a millionth: the fitted variance is then pure rounding noise of the second moment.
  it('collapses both scenarios onto the expected path without volatility', () => {
    const schedule = { oneTimeInvestment: 1_000_000, monthlySavingRate: 10_000, durationYears: 10 }
    const calm = { ...equity, volatility: 0 }
    const expected = expectedPath(schedule, calm).map((point) => point.value.toNumber())
    const scenarios = scenarioPath(schedule, calm)
    expect(scenarios.map((point) => point.bad / (expected[point.year - 1] ?? 0))).toEqual(
      expected.map(() => expect.closeTo(1, 6)),
    )
    expect(scenarios.map((point) => point.good / (expected[point.year - 1] ?? 0))).toEqual(
      expected.map(() => expect.closeTo(1, 6)),
    )
  })

  it('widens the range year by year and gives zero for nothing invested', () => {
    const schedule = { oneTimeInvestment: 1_000_000, monthlySavingRate: 0, durationYears: 5 }
    const widths = scenarioPath(schedule, equity).map((point) => point.good / point.bad)
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
    const none = { oneTimeInvestment: 0, monthlySavingRate: 0, durationYears: 2 }
    expect(scenarioPath(none, equity)).toEqual([
      { year: 1, bad: 0, good: 0 },
      { year: 2, bad: 0, good: 0 },
    ])
  })
})
