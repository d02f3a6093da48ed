import { describe, expect, it } from 'vitest'
import { type PrognosisCandidate, validatePrognosisInput } from './validate-prognosis-input'

const valid: PrognosisCandidate = {
  oneTimeInvestment: 1_000_000,
  monthlySavingRate: 10_000,
  durationYears: 10,
  portfolioClass: '70',
}

describe('validatePrognosisInput', () => {
  it.each([
    ['the smallest amounts', { oneTimeInvestment: 50_000, monthlySavingRate: 2_500 }],
    ['the largest amounts', { oneTimeInvestment: 1_000_000_000, monthlySavingRate: 10_000_000 }],
    ['a one-time amount only', { monthlySavingRate: 0 }],
    ['a savings plan only', { oneTimeInvestment: 0 }],
    ['one year', { durationYears: 1 }],
    ['forty years', { durationYears: 40 }],
    ['money market', { portfolioClass: 'money_market' }],
  ])('accepts %s', (_, change) => {
    const result = validatePrognosisInput({ ...valid, ...change })
    expect(result).toEqual({ ok: true, input: { ...valid, ...change, currency: 'EUR' } })
  })

  // Spec section 5: "minimum and maximum helper messages for one-time investment and monthly
  // saving rate"; issue 17 adds negative, non-numeric, duration and class.
  it.each([
    [{ oneTimeInvestment: 49_999 }, { oneTimeInvestment: { key: 'min', limit: 50_000 } }],
    [
      { oneTimeInvestment: 1_000_000_001 },
      { oneTimeInvestment: { key: 'max', limit: 1_000_000_000 } },
    ],
    [{ monthlySavingRate: 2_499 }, { monthlySavingRate: { key: 'min', limit: 2_500 } }],
    [{ monthlySavingRate: 10_000_001 }, { monthlySavingRate: { key: 'max', limit: 10_000_000 } }],
    [{ monthlySavingRate: -100 }, { monthlySavingRate: { key: 'negative' } }],
    [{ oneTimeInvestment: Number.NaN }, { oneTimeInvestment: { key: 'notANumber' } }],
    [{ oneTimeInvestment: Number.POSITIVE_INFINITY }, { oneTimeInvestment: { key: 'notANumber' } }],
    [{ oneTimeInvestment: 100_000.5 }, { oneTimeInvestment: { key: 'tooManyDecimals' } }],
    [{ durationYears: 0 }, { durationYears: { key: 'durationOutOfRange', limit: 1 } }],
    [{ durationYears: 41 }, { durationYears: { key: 'durationOutOfRange', limit: 40 } }],
    [{ durationYears: 2.5 }, { durationYears: { key: 'durationOutOfRange', limit: 1 } }],
    [{ durationYears: Number.NaN }, { durationYears: { key: 'notANumber' } }],
    [{ portfolioClass: '60' }, { portfolioClass: { key: 'unknownClass' } }],
    [{ portfolioClass: '' }, { portfolioClass: { key: 'unknownClass' } }],
    [
      { oneTimeInvestment: 0, monthlySavingRate: 0 },
      { oneTimeInvestment: { key: 'noAmount' }, monthlySavingRate: { key: 'noAmount' } },
    ],
    [
      { oneTimeInvestment: -1, durationYears: 99, portfolioClass: 'crypto' },
      {
        oneTimeInvestment: { key: 'negative' },
        durationYears: { key: 'durationOutOfRange', limit: 40 },
        portfolioClass: { key: 'unknownClass' },
      },
    ],
  ])('%o gives %o', (change, messages) => {
    expect(validatePrognosisInput({ ...valid, ...change })).toEqual({ ok: false, messages })
  })
})
