import Big from 'big.js'
import { describe, expect, it } from 'vitest'
import {
  accrualDays,
  type DayCountConvention,
  dayCountConventionOf,
  yearFraction,
} from './day-count-convention'

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

// Published examples: ISDA, "30/360 Day Count Conventions" (isda.org, 22 December 2008), the
// calculation spreadsheet 30-360-2006ISDADefs.xls for the 2006 ISDA Definitions, Section 4.16(g)
// "30E/360" (Eurobond Basis), Examples 1–3. Day counts as published there; the fraction is
// days / 360. Read from two independent transcriptions of the sheet (QuantLib's
// test-suite/daycounters.cpp testThirty360_EurobondBasis, and tlouarn/toolkit's ISDA_EXAMPLES),
// which agree on every row both carry.
describe('30E/360 against the ISDA 2006 Definitions examples', () => {
  it.each<[string, string, number]>([
    // Example 1: end dates do not involve the last day of February
    ['2006-08-20', '2007-02-20', 180],
    ['2008-02-20', '2008-08-20', 180],
    // Example 2: end dates include end-February dates
    ['2006-02-28', '2006-08-31', 182],
    ['2006-08-31', '2007-02-28', 178],
    ['2007-08-31', '2008-02-29', 179],
    ['2008-02-29', '2008-08-31', 181],
    ['2011-08-31', '2012-02-29', 179],
    // Example 3: miscellaneous calculations
    ['2006-01-31', '2006-02-28', 28],
    ['2006-02-28', '2006-03-03', 5],
    ['2006-09-30', '2006-10-31', 30],
    ['2006-10-31', '2006-11-28', 28],
    ['2008-02-28', '2008-08-31', 182],
    ['2007-02-26', '2008-02-29', 363],
    ['2008-02-29', '2009-02-28', 359],
    ['2008-02-28', '2008-03-31', 32],
  ])('from %s to %s counts %i days of a 360-day year', (start, end, days) => {
    expect(accrualDays('30E/360', start, end)).toEqual({ days, basis: 360 })
    expect(yearFraction('30E/360', start, end).eq(new Big(days).div(360))).toBe(true)
  })
})
