import { describe, expect, it } from 'vitest'
import { accruedInterest } from './accrued-interest'
import { roundMinorUnits } from './round-minor-units'

describe('accruedInterest', () => {
  it.each([
    // Worked example of simple interest on ACT/365: 10,000.00 at 5 % for 90 days
    // = 10,000 × 0.05 × 90/365 = 123.2876… → 123.29
    [1_000_000, '0.05', 'EUR', '2026-01-01', '2026-04-01', '12328.76712328767123287671', 12329],
    // a whole non-leap year on ACT/365 is exactly the nominal rate
    [500_000, '0.0325', 'EUR', '2026-03-01', '2027-03-01', '16250', 16250],
    // a leap year pays 366/365 of it
    [500_000, '0.0325', 'EUR', '2028-01-01', '2029-01-01', '16294.52054794520547945205', 16295],
    // CHF on 30E/360: 31 January to 31 March is 60 days
    [1_000_000, '0.012', 'CHF', '2026-01-31', '2026-03-31', '2000', 2000],
    // GBP 1,000 at 4.5 % for 30 days = 3.6986… → 3.70
    [100_000, '0.045', 'GBP', '2026-06-01', '2026-07-01', '369.8630136986301369863', 370],
    [100_000, '0.045', 'GBP', '2026-06-01', '2026-06-01', '0', 0],
  ])('%i at %s %s from %s to %s', (balance, annualRate, currency, start, end, exact, booked) => {
    const interest = accruedInterest({ balance, annualRate, currency, start, end })
    expect(interest.toString()).toBe(exact)
    expect(roundMinorUnits(interest)).toBe(booked)
  })
})
