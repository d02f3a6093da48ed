import { describe, expect, it } from 'vitest'
import { type ExposureBasis, exposureAfterOrder, type OrderedTerms } from './order-exposure'

const yearAtMaturity: OrderedTerms = {
  currency: 'EUR',
  annualRate: '0.03',
  payout: 'MATURITY',
  compounding: false,
  termMonths: 12,
}

const basis = (overrides: Partial<Extract<ExposureBasis, { status: 'known' }>> = {}) =>
  ({
    status: 'known',
    today: '2026-12-01',
    bankId: 'bank-de',
    bankCountry: 'DE',
    accountType: 'PERSONAL',
    holders: 1,
    held: [],
    terms: yearAtMaturity,
    ...overrides,
  }) satisfies ExposureBasis

const heldAtBank = (amount: number, currency = 'EUR') => ({
  bankId: 'bank-de',
  bankCountry: 'DE',
  currency,
  amount,
  expectedInterest: 0,
  accountType: 'PERSONAL' as const,
  holders: 1,
})

describe('exposureAfterOrder', () => {
  it.each([
    // held, ordered, status, exposure after (held + amount + 3 % for 365 days), above
    ['nothing held, €50,000', 0, 50_000_00, 'covered', 51_500_00, 0],
    ['€50,000 held, €47,000 (ends at €98,410)', 50_000_00, 47_000_00, 'covered', 98_410_00, 0],
    [
      '€95,000 held, €5,000: its interest passes the limit',
      95_000_00,
      5_000_00,
      'overLimit',
      100_150_00,
      150_00,
    ],
    ['€80,000 held, €40,000', 80_000_00, 40_000_00, 'overLimit', 121_200_00, 21_200_00],
  ] as const)('%s', (_, held, amount, status, exposure, above) => {
    const result = exposureAfterOrder(basis({ held: held ? [heldAtBank(held)] : [] }), amount)
    expect(result).toMatchObject({ status, exposure, above, limit: 100_000_00, currency: 'EUR' })
  })

  it('counts a joint account’s new deposit per holder (rounded down)', () => {
    const joint = basis({ accountType: 'JOINT', holders: 2 })
    expect(exposureAfterOrder(joint, 150_000_00)).toMatchObject({
      status: 'covered',
      exposure: 77_250_00,
    })
    expect(exposureAfterOrder(joint, 250_000_00)).toMatchObject({
      status: 'overLimit',
      exposure: 128_750_00,
      above: 28_750_00,
    })
  })

  it('names the scheme and uses the UK limit of the day (£120,000 from 1 December 2025)', () => {
    // £117,000 and 3 % interest: £120,510
    const uk = basis({
      bankCountry: 'GB',
      terms: { ...yearAtMaturity, currency: 'GBP' },
    })
    expect(exposureAfterOrder(uk, 117_000_00)).toMatchObject({
      status: 'overLimit',
      scheme: 'Financial Services Compensation Scheme',
      limit: 120_000_00,
      above: 510_00,
    })
  })

  it('counts an open-ended account’s interest for a year', () => {
    const overnight = basis({ terms: { ...yearAtMaturity, termMonths: null, payout: 'MONTHLY' } })
    const result = exposureAfterOrder(overnight, 99_000_00)
    expect(result.status).toBe('overLimit')
  })

  it('does not compare without a known scheme or in another currency', () => {
    expect(exposureAfterOrder(basis({ bankCountry: 'XX' }), 500_000_00).status).toBe('notCompared')
    const dollars = basis({ terms: { ...yearAtMaturity, currency: 'USD' } })
    expect(exposureAfterOrder(dollars, 500_000_00).status).toBe('notCompared')
  })

  it('stays unknown when the ledger could not be read', () => {
    expect(exposureAfterOrder({ status: 'unknown' }, 500_000_00)).toEqual({ status: 'unknown' })
  })
})
