import type { SavingsSchedule } from './expected-path'
import {
  expectedMonthlyFactor,
  type PrognosisAssumptions,
  type Scenario,
  scenarioZScores,
} from './prognosis-assumptions'

export type ScenarioYearEnd = { year: number } & Record<Scenario, number>

/**
 * The good and bad scenario at every year end, in minor units (not yet rounded). Monthly gross
 * returns are lognormal with the yearly log volatility spread over twelve months. The value's
 * exact mean and variance are carried month by month; a lognormal with the same two moments is
 * fitted (Fenton–Wilkinson) and its percentiles are the scenarios. Exact for a one-time
 * investment; for a savings plan the bad scenario errs on the cautious side.
 */
export function scenarioPath(
  schedule: SavingsSchedule,
  assumptions: PrognosisAssumptions,
): ScenarioYearEnd[] {
  const mean = expectedMonthlyFactor(assumptions)
  const meanOfSquare = mean ** 2 * Math.exp(assumptions.volatility ** 2 / 12)
  let firstMoment = 0
  let secondMoment = 0
  const yearEnds: ScenarioYearEnd[] = []
  for (let month = 1; month <= schedule.durationYears * 12; month++) {
    const paidIn = schedule.monthlySavingRate + (month === 1 ? schedule.oneTimeInvestment : 0)
    secondMoment = (secondMoment + 2 * paidIn * firstMoment + paidIn ** 2) * meanOfSquare
    firstMoment = (firstMoment + paidIn) * mean
    if (month % 12 === 0) {
      const year = month / 12
      if (firstMoment === 0) {
        yearEnds.push({ year, bad: 0, good: 0 })
        continue
      }
      // Without volatility the ratio is 1 up to rounding: never a negative variance.
      const logVariance = Math.max(0, Math.log(secondMoment / firstMoment ** 2))
      const logMean = Math.log(firstMoment) - logVariance / 2
      const percentile = (z: number) => Math.exp(logMean + z * Math.sqrt(logVariance))
      yearEnds.push({
        year,
        bad: percentile(scenarioZScores.bad),
        good: percentile(scenarioZScores.good),
      })
    }
  }
  return yearEnds
}
