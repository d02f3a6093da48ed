import { describe, expect, it } from 'vitest'
import { type DayCountConvention, dayCountConventionOf, yearFraction } from './day-count-convention'

describe('dayCountConventionOf', () => {
  it.each([
    ['EUR', 'ACT/365F'],
    ['GBP', 'ACT/365F'],
    ['USD', 'ACT/365F'],
    ['CHF', '30E/360'],
    ['XAF', 'ACT/365F'],
  ])('%s uses %s', (currency, convention) => {
    expect(dayCountConventionOf(currency)).toBe(convention)
  })
})

describe('yearFraction', () => {
  it.each<[DayCountConvention, string, string, string]>([
    ['ACT/365F', '2026-01-01', '2027-01-01', '1'],
    // a leap year has 366 actual days: ACT/365F pays one day more than the nominal rate
    ['ACT/365F', '2028-01-01', '2029-01-01', '1.00273972602739726027'],
    ['ACT/365F', '2026-01-15', '2026-04-15', '0.24657534246575342466'],
    ['ACT/360', '2026-01-15', '2026-04-15', '0.25'],
    // 30E/360: the 31st counts as the 30th, February as it is
    ['30E/360', '2026-01-31', '2026-03-31', '0.16666666666666666667'],
    ['30E/360', '2026-02-28', '2026-03-31', '0.08888888888888888889'],
    ['30E/360', '2026-01-01', '2027-01-01', '1'],
  ])('%s from %s to %s is %s', (convention, start, end, fraction) => {
    expect(yearFraction(convention, start, end).toString()).toBe(fraction)
  })
})
