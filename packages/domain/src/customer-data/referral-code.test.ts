import { describe, expect, it } from 'vitest'
import { ReferralCode, referralCodeAlphabet } from './referral-code'

describe('ReferralCode', () => {
  it.each([
    ['K7M2QX9PRT', 'K7M2QX9PRT'],
    ['k7m2qx9prt', 'K7M2QX9PRT'],
    [' K7M2QX9PRT ', 'K7M2QX9PRT'],
  ])('reads %j as %s', (input, code) => {
    expect(ReferralCode.parse(input)).toBe(code)
  })

  it.each([
    ['the old shared value', 'refer-a-friend'],
    ['too short', 'K7M2QX9PR'],
    ['too long', 'K7M2QX9PRTA'],
    ['an O, which reads like a zero', 'K7M2QX9PRO'],
    ['a 1, which reads like an I', 'K7M2QX9PR1'],
    ['markup', '<b>K7M2QX</b>'],
  ])('refuses %s', (_case, input) => {
    expect(ReferralCode.safeParse(input).success).toBe(false)
  })

  it('has 31 unambiguous characters', () => {
    expect(new Set(referralCodeAlphabet).size).toBe(31)
    expect(referralCodeAlphabet).not.toMatch(/[01OIL]/)
  })
})
