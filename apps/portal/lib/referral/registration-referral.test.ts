import { describe, expect, it } from 'vitest'
import { registeredReason, registrationReferral } from './registration-referral'

describe('registrationReferral: the link’s ref before it is sent', () => {
  it.each([
    ['no ref', '', { unusable: false }],
    ['a code', 'K7M2QX9PRT', { referralCode: 'K7M2QX9PRT', unusable: false }],
    ['a code typed in lower case', 'k7m2qx9prt', { referralCode: 'K7M2QX9PRT', unusable: false }],
    ['the old shared link', 'refer-a-friend', { unusable: true }],
    ['markup', '<script>', { unusable: true }],
  ])('%s', (_case, ref, expected) => {
    expect(registrationReferral(ref)).toEqual(expected)
  })
})

describe('registeredReason: the one notice after registering', () => {
  it.each([
    ['no code', { unusable: false }, undefined, 'registered'],
    ['a credited code', { referralCode: 'K7M2QX9PRT', unusable: false }, 'recorded', 'registered'],
    [
      'an unknown or own code',
      { referralCode: 'K7M2QX9PRT', unusable: false },
      'notApplied',
      'registeredWithoutReferral',
    ],
    ['a malformed code', { unusable: true }, undefined, 'registeredWithoutReferral'],
  ] as const)('%s → %s', (_case, referral, outcome, reason) => {
    expect(registeredReason(referral, outcome)).toBe(reason)
  })
})
