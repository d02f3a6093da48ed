import { describe, expect, it } from 'vitest'
import { validateSavingsPlanTerms } from './savings-plan'

describe('validateSavingsPlanTerms', () => {
  it.each([
    [2_500, 1, {}],
    [10_000_000, 31, {}],
    [2_499, 15, { amount: { key: 'min', limit: 2_500 } }],
    [0, 15, { amount: { key: 'min', limit: 2_500 } }],
    [10_000_001, 15, { amount: { key: 'max', limit: 10_000_000 } }],
    [-2_500, 15, { amount: { key: 'negative' } }],
    [2_500.5, 15, { amount: { key: 'tooManyDecimals' } }],
    [Number.NaN, 15, { amount: { key: 'notANumber' } }],
    [5_000, 0, { dayOfMonth: { key: 'dayOutOfRange' } }],
    [5_000, 32, { dayOfMonth: { key: 'dayOutOfRange' } }],
    [5_000, 1.5, { dayOfMonth: { key: 'dayOutOfRange' } }],
  ])('%d on day %d gives %o', (amount, dayOfMonth, messages) => {
    expect(validateSavingsPlanTerms({ amount, dayOfMonth })).toEqual(messages)
  })
})
