import { describe, expect, it } from 'vitest'
import { expectedInterest } from './expected-interest'

describe('expectedInterest', () => {
  it.each([
    {
      // 1,000.00 at 5 % compounded annually for 3 years: 1000 × 1.05³ − 1000 = 157.625 exactly;
      // booked yearly with half-even rounding: 50.00 + 52.50 + 55.125→55.12 = 157.62
      case: 'compound, annual, three 365-day years',
      terms: {
        principal: 100_000,
        annualRate: '0.05',
        payout: 'ANNUAL',
        compounding: true,
        start: '2025-01-01',
        maturity: '2028-01-01',
      },
      interest: 15_762,
    },
    {
      case: 'the same without compounding pays 3 × 50.00',
      terms: {
        principal: 100_000,
        annualRate: '0.05',
        payout: 'ANNUAL',
        compounding: false,
        start: '2025-01-01',
        maturity: '2028-01-01',
      },
      interest: 15_000,
    },
    {
      // 10,000.00 at 3 % for one year paid at maturity: 300.00
      case: 'at maturity, one year',
      terms: {
        principal: 1_000_000,
        annualRate: '0.03',
        payout: 'MATURITY',
        compounding: false,
        start: '2026-06-01',
        maturity: '2027-06-01',
      },
      interest: 30_000,
    },
    {
      // 10,000.00 at 3 %, monthly compounding through 2026, each month's ACT/365 interest
      // rounded half-even (computed independently with Python's decimal module):
      // 25.48, 23.07, 25.60, 24.84, 25.73, 24.97, 25.86, 25.93, 25.15, 26.06, 25.28, 26.19
      // = 304.16, which matches the closed form 10,000 × ((1 + 0.03/12)¹² − 1) = 304.16
      case: 'compound, monthly, ACT/365 months',
      terms: {
        principal: 1_000_000,
        annualRate: '0.03',
        payout: 'MONTHLY',
        compounding: true,
        start: '2026-01-01',
        maturity: '2027-01-01',
      },
      interest: 30_416,
    },
  ] as const)('$case', ({ terms, interest }) => {
    expect(expectedInterest({ currency: 'EUR', ...terms })).toBe(interest)
  })
})
