import { describe, expect, it } from 'vitest'
import {
  type ExemptionAmount,
  exemptionAmountProblem,
  exemptionTaxYears,
  isOfferedTaxYear,
  remainingAllowanceCents,
  saverAllowanceCents,
} from './exemption-allowance'

describe('saverAllowanceCents: "single €1,000 or joint €2,000 saver’s allowance" (since 2023)', () => {
  it.each([
    ['single', 2026, 100_000],
    ['joint', 2026, 200_000],
    ['single', 2023, 100_000],
    ['joint', 2023, 200_000],
    ['single', 2022, 80_100],
    ['joint', 2022, 160_200],
    ['single', 2009, 80_100],
    ['single', 2008, undefined],
  ] as const)('%s %i → %s cents', (kind, year, cents) => {
    expect(saverAllowanceCents(kind, year)).toBe(cents)
  })
})

const order = (change: Partial<ExemptionAmount>): ExemptionAmount => ({
  kind: 'single',
  taxYear: 2026,
  amountCents: 0,
  otherBanksCents: 0,
  usedCents: 0,
  ...change,
})

describe('exemptionAmountProblem: "split across banks", the sum at all banks ≤ the allowance', () => {
  it.each([
    [{ amountCents: 100_000 }, null],
    [{ amountCents: 60_000, otherBanksCents: 40_000 }, null],
    [{ amountCents: 60_000, otherBanksCents: 40_100 }, 'exceeds_allowance'],
    [{ amountCents: 100_100 }, 'exceeds_allowance'],
    [{ kind: 'joint', amountCents: 200_000 }, null],
    [{ kind: 'joint', amountCents: 150_000, otherBanksCents: 50_000 }, null],
    [{ kind: 'joint', amountCents: 150_000, otherBanksCents: 50_100 }, 'exceeds_allowance'],
    [{ taxYear: 2022, amountCents: 80_100 }, null],
    [{ taxYear: 2022, amountCents: 100_000 }, 'exceeds_allowance'],
    [{ amountCents: 0 }, null],
    [{ amountCents: 50_050 }, 'not_whole_euros'],
    [{ amountCents: -100 }, 'not_whole_euros'],
    [{ amountCents: 30_000, usedCents: 42_017 }, 'below_used_amount'],
    [{ amountCents: 43_000, usedCents: 42_017 }, null],
    [{ amountCents: 0, usedCents: 1 }, 'below_used_amount'],
    [{ taxYear: 2008, amountCents: 100 }, 'tax_year_not_supported'],
  ] as const)('%j → %s', (change, problem) => {
    expect(exemptionAmountProblem(order(change))).toBe(problem)
  })
})

describe('remainingAllowanceCents: what is left to split across banks', () => {
  it.each([
    ['single', 2026, [], 100_000],
    ['single', 2026, [40_000, 35_000], 25_000],
    ['joint', 2026, [150_000], 50_000],
    ['single', 2026, [80_100, 30_000], 0],
    ['single', 2022, [40_000], 40_100],
    ['single', 2008, [], 0],
  ] as const)('%s %i after %j → %i', (kind, year, orders, left) => {
    expect(remainingAllowanceCents(kind, year, orders)).toBe(left)
  })
})

describe('the tax years the exemption-order page offers', () => {
  it.each([
    // the bank's current year, the first and last year offered
    [2026, 2022, 2027],
    [2011, 2009, 2012],
    [2009, 2009, 2010],
  ])('in %i: %i to %i', (current, first, last) => {
    expect(exemptionTaxYears(current)).toEqual({ first, last })
    expect(isOfferedTaxYear(first, current)).toBe(true)
    expect(isOfferedTaxYear(last, current)).toBe(true)
    expect(isOfferedTaxYear(first - 1, current)).toBe(false)
    expect(isOfferedTaxYear(last + 1, current)).toBe(false)
  })
})
