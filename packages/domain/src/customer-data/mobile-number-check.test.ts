import { getExampleNumber } from 'libphonenumber-js/max'
import mobileExamples from 'libphonenumber-js/mobile/examples'
import { describe, expect, it } from 'vitest'
import {
  checkMobileNumber,
  type MobileNumberProblem,
  maskedMobileNumber,
} from './mobile-number-check'

/** The spec's markets (section 1). */
const markets = ['DE', 'AT', 'GB', 'IE', 'ES', 'FR', 'NL', 'PL', 'FI', 'IT', 'CH', 'US'] as const

describe('checkMobileNumber: the metadata’s example mobile number of every market', () => {
  it.each(markets)('%s, national and international', (country) => {
    const example = getExampleNumber(country, mobileExamples)
    const e164 = example?.number ?? ''
    expect(e164).toMatch(/^\+\d+$/)
    expect(checkMobileNumber(example?.formatNational() ?? '', country)).toEqual({ ok: true, e164 })
    expect(checkMobileNumber(example?.formatInternational() ?? '', country)).toEqual({
      ok: true,
      e164,
    })
  })
})

describe('checkMobileNumber: E.164 from what people type', () => {
  it.each([
    ['0151 23456789', 'DE', '+4915123456789'],
    ['0151/234 567 89', 'DE', '+4915123456789'],
    ['+49 (0)151 23456789', 'DE', '+4915123456789'],
    ['0049 151 23456789', 'DE', '+4915123456789'],
    ['+49-151-23456789', 'de', '+4915123456789'],
    ['0664 123456', 'AT', '+43664123456'],
    ['07400 123456', 'GB', '+447400123456'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
  ])('%j in %s → %s', (input, country, e164) => {
    expect(checkMobileNumber(input, country)).toEqual({ ok: true, e164 })
  })
})

describe('checkMobileNumber: issue 16 "phone numbers of the wrong country"', () => {
  it.each<[string, string, MobileNumberProblem]>([
    ['', 'DE', 'invalid'],
    ['not a number', 'DE', 'invalid'],
    ['0151', 'DE', 'invalid'],
    ['+49 151 2345678901234', 'DE', 'invalid'],
    ['0151 23456789', 'XX', 'invalid'],
    ['+4915123456789', 'XX', 'wrong_country'],
    ['+43 664 123456', 'DE', 'wrong_country'],
    ['+44 7400 123456', 'IE', 'wrong_country'],
    ['+4915123456789', 'AT', 'wrong_country'],
    // Jersey shares +44 with the UK but has its own numbering plan.
    ['+44 7797 712345', 'GB', 'wrong_country'],
    ['030 12345678', 'DE', 'not_mobile'],
    ['+49 800 1234567', 'DE', 'not_mobile'],
    ['01 234 5678', 'IE', 'not_mobile'],
    ['020 7946 0018', 'GB', 'not_mobile'],
  ])('%j in %s → %s', (input, country, problem) => {
    expect(checkMobileNumber(input, country)).toEqual({ ok: false, problem })
  })

  it('accepts a US number although the metadata cannot tell mobile from fixed', () => {
    expect(checkMobileNumber('(201) 555-0123', 'US')).toEqual({ ok: true, e164: '+12015550123' })
  })
})

describe('maskedMobileNumber: the whole country calling code, the last two digits', () => {
  it.each([
    ['+4915112345667', '+49 ••• ••••67'],
    ['+358401234521', '+358 ••• ••••21'],
    ['+14155550136', '+1 ••• ••••36'],
    ['+353851234567', '+353 ••• ••••67'],
  ])('%s is %s', (e164, masked) => {
    expect(maskedMobileNumber(e164)).toBe(masked)
  })
})
