import type Big from 'big.js'
import { carriedPlaces, Decimal, fromFloat } from './decimal'
import type { PrognosisAssumptions } from './prognosis-assumptions'

export interface SavingsSchedule {
  /** Minor units, paid in at the start of the first month. */
  oneTimeInvestment: number
  /** Minor units, paid in at the start of every month. */
  monthlySavingRate: number
  durationYears: number
}

export interface ExpectedYearEnd {
  year: number
  contributions: Big
  value: Big
  costs: Big
}

/**
 * The expected value month by month: contributions at the start of the month, the gross monthly
 * return, then a twelfth of the yearly cost rate taken from the value. Money is big.js throughout,
 * carried at a millionth of a minor unit; only the growth factor comes from floating point.
 */
export function expectedPath(
  schedule: SavingsSchedule,
  assumptions: PrognosisAssumptions,
): ExpectedYearEnd[] {
  const growth = fromFloat((1 + assumptions.expectedReturn) ** (1 / 12))
  const monthlyCost = new Decimal(assumptions.costRate).div(12)
  const monthly = new Decimal(schedule.monthlySavingRate)
  let value: Big = new Decimal(schedule.oneTimeInvestment)
  let contributions: Big = value
  let costs: Big = new Decimal(0)
  const yearEnds: ExpectedYearEnd[] = []
  for (let month = 1; month <= schedule.durationYears * 12; month++) {
    contributions = contributions.plus(monthly)
    const beforeCosts = value.plus(monthly).times(growth).round(carriedPlaces)
    const cost = beforeCosts.times(monthlyCost).round(carriedPlaces)
    value = beforeCosts.minus(cost)
    costs = costs.plus(cost)
    if (month % 12 === 0) yearEnds.push({ year: month / 12, contributions, value, costs })
  }
  return yearEnds
}
