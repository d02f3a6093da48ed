import { describe, expect, it } from 'vitest'
import { type ExposedDeposit, guaranteeExposure } from './guarantee-exposure'

const deposit = (overrides: Partial<ExposedDeposit>): ExposedDeposit => ({
  bankId: 'bank-de',
  bankCountry: 'DE',
  currency: 'EUR',
  amount: 0,
  expectedInterest: 0,
  accountType: 'PERSONAL',
  holders: 1,
  ...overrides,
})

describe('guaranteeExposure', () => {
  it.each([
    {
      case: 'two deposits at one EU bank add up and include expected interest',
      deposits: [
        deposit({ amount: 60_000_00, expectedInterest: 1_500_00 }),
        deposit({ amount: 40_000_00 }),
      ],
      date: '2026-11-23',
      expected: [
        { bankId: 'bank-de', exposure: 101_500_00, limit: 100_000_00, uncovered: 1_500_00 },
      ],
    },
    {
      case: 'a joint account counts per holder',
      deposits: [deposit({ amount: 150_000_00, accountType: 'JOINT', holders: 2 })],
      date: '2026-11-23',
      expected: [{ exposure: 75_000_00, uncovered: 0 }],
    },
    {
      case: 'FSCS £120,000 from 1 December 2025',
      deposits: [
        deposit({ bankId: 'bank-gb', bankCountry: 'GB', currency: 'GBP', amount: 100_000_00 }),
      ],
      date: '2025-12-01',
      expected: [{ currency: 'GBP', limit: 120_000_00, uncovered: 0 }],
    },
    {
      case: 'FSCS £85,000 the day before',
      deposits: [
        deposit({ bankId: 'bank-gb', bankCountry: 'GB', currency: 'GBP', amount: 100_000_00 }),
      ],
      date: '2025-11-30',
      expected: [{ limit: 85_000_00, uncovered: 15_000_00 }],
    },
    {
      case: 'FDIC $250,000 per bank; banks are separate',
      deposits: [
        deposit({ bankId: 'us-1', bankCountry: 'US', currency: 'USD', amount: 250_000_00 }),
        deposit({ bankId: 'us-2', bankCountry: 'US', currency: 'USD', amount: 250_000_01 }),
      ],
      date: '2026-11-23',
      expected: [
        { bankId: 'us-1', uncovered: 0 },
        { bankId: 'us-2', uncovered: 1 },
      ],
    },
    {
      case: 'a USD deposit at an EU bank is not compared with the euro limit',
      deposits: [deposit({ currency: 'USD', amount: 500_000_00 })],
      date: '2026-11-23',
      expected: [{ currency: 'EUR', exposure: 0, otherCurrencyDeposits: 1 }],
    },
  ])('$case', ({ deposits, date, expected }) => {
    const exposures = guaranteeExposure(deposits, date)
    expect(exposures).toHaveLength(expected.length)
    expected.forEach((entry, index) => {
      expect(exposures[index]).toMatchObject(entry)
    })
  })
})
