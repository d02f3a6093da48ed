import { describe, expect, it } from 'vitest'
import { MtanCode, readWithdrawalAmount } from './withdrawal-form'

const limits = { locale: 'en-GB', currency: 'EUR', available: 250_000 }

describe('payout amount', () => {
  it.each([
    ['0.01', 1],
    ['2,500.00', 250_000],
    ['100', 10_000],
  ])('accepts "%s" as %i minor units', (text, minor) => {
    expect(readWithdrawalAmount(text, limits)).toEqual({ ok: true, minor })
  })

  it.each([
    ['2,500.01', 'aboveAvailable'],
    ['', 'required'],
    ['0', 'required'],
    ['-1', 'negative'],
    ['1.005', 'tooManyDecimals'],
    ['ten', 'notANumber'],
  ])('refuses "%s" with %s', (text, error) => {
    expect(readWithdrawalAmount(text, limits)).toEqual({ ok: false, error })
  })
})

describe('mTAN code', () => {
  it.each([
    ['123456', true],
    ['123 456', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('"%s" is a well-formed code: %s', (code, ok) => {
    expect(MtanCode.safeParse(code).success).toBe(ok)
  })
})
