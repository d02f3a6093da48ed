import type { PrognosisPathPoint, PrognosisProjection } from '../entities/prognosis'
import type { CurrencyCode } from '../primitives'
import { Decimal, fromFloat, toMinorUnits } from './decimal'
import { expectedPath, type SavingsSchedule } from './expected-path'
import type { PrognosisAssumptions } from './prognosis-assumptions'
import { scenarioPath } from './scenario-path'

/** A rate as a decimal string with at most 6 places, for display next to the amounts. */
function rateString(rate: number): string {
  return new Decimal(rate.toFixed(6)).toString()
}

/**
 * The prognosis of spec section 3 with a yearly path. Reported amounts are rounded half to even
 * to whole minor units (the scenarios are computed in floating point, being percentiles of a
 * fitted distribution rather than sums of money); `costsPerYear` is the average over the
 * duration (total costs / years).
 */
export function projectPrognosis(
  schedule: SavingsSchedule & { currency: CurrencyCode },
  assumptions: PrognosisAssumptions,
): PrognosisProjection {
  const start = schedule.oneTimeInvestment
  const path: PrognosisPathPoint[] = [
    { year: 0, contributions: start, expected: start, good: start, bad: start },
  ]
  const yearEnds = expectedPath(schedule, assumptions)
  const scenarios = scenarioPath(schedule, assumptions)
  yearEnds.forEach(({ year, contributions, value }, index) => {
    const scenario = scenarios[index]
    if (scenario === undefined) throw new RangeError(`No scenario for year ${year}`)
    path.push({
      year,
      contributions: toMinorUnits(contributions),
      expected: toMinorUnits(value),
      good: toMinorUnits(fromFloat(scenario.good)),
      bad: toMinorUnits(fromFloat(scenario.bad)),
    })
  })
  const last = yearEnds.at(-1)
  if (last === undefined) throw new RangeError('A prognosis needs a duration of at least a year')
  const totalContributions = toMinorUnits(last.contributions)
  const finalCapital = toMinorUnits(last.value)
  return {
    totalContributions,
    totalReturn: finalCapital - totalContributions,
    costsPerYear: toMinorUnits(last.costs.div(schedule.durationYears)),
    totalCosts: toMinorUnits(last.costs),
    finalCapital,
    currency: schedule.currency,
    costRate: rateString(assumptions.costRate),
    expectedReturn: rateString(assumptions.expectedReturn),
    volatility: rateString(assumptions.volatility),
    path,
  }
}
