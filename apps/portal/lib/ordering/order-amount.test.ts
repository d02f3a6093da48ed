import { describe, expect, it } from 'vitest'
import { readOrderAmount } from './order-amount'

const limits = { locale: 'de-DE', currency: 'EUR', minAmount: 500_000, maxAmount: 10_000_000 }

describe('order amount', () => {
  it.each([
    ['5.000', 500_000],
    ['5000,00', 500_000],
    ['12.345,67', 1_234_567],
    ['100.000', 10_000_000],
  ])('accepts "%s" as %i minor units', (text, minor) => {
    expect(readOrderAmount(text, limits)).toEqual({ ok: true, minor })
  })

  it.each([
    ['', 'required'],
    ['0', 'required'],
    ['4.999,99', 'belowMinimum'],
    ['100.000,01', 'aboveMaximum'],
    ['99999999999999999999', 'aboveMaximum'],
    ['-5000', 'negative'],
    ['−5000', 'negative'],
    ['5000,123', 'tooManyDecimals'],
    ['fünftausend', 'notANumber'],
    ['5e3', 'notANumber'],
  ])('refuses "%s" with %s', (text, error) => {
    expect(readOrderAmount(text, limits)).toEqual({ ok: false, error })
  })

  it('reads the amount in the customer’s locale', () => {
    expect(readOrderAmount('5,000.50', { ...limits, locale: 'en-GB' })).toEqual({
      ok: true,
      minor: 500_050,
    })
  })
})
