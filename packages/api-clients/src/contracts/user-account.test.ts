import { describe, expect, it } from 'vitest'
import {
  BlockAccountRequest,
  EmailChangeRequest,
  MobileNumberChangeRequest,
  ScaPasswordChangeRequest,
  userAccountContract,
} from './user-account'

const sca = { scaChallengeId: 'SCA_1' }

describe('user-account contract', () => {
  it('accepts an e-mail change with SCA and normalises the address', () => {
    expect(EmailChangeRequest.parse({ ...sca, newEmail: ' Erika@Example.DE ' })).toEqual({
      ...sca,
      newEmail: 'Erika@example.de',
    })
  })

  it.each([
    ['without SCA', EmailChangeRequest, { newEmail: 'erika@example.de' }],
    ['without a domain', EmailChangeRequest, { ...sca, newEmail: 'erika@' }],
    [
      'a national mobile number',
      MobileNumberChangeRequest,
      { ...sca, newMobileNumber: '0151 23456789' },
    ],
    [
      'a password change without SCA',
      ScaPasswordChangeRequest,
      { currentPassword: 'old', newPassword: 'Long-enough-passw0rd!' },
    ],
    ['a block not confirmed', BlockAccountRequest, { confirmed: false, reason: 'lost_device' }],
  ])('rejects a request %s', (_case, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false)
  })

  it('accepts a mobile number in E.164 and a confirmed block', () => {
    expect(
      MobileNumberChangeRequest.safeParse({ ...sca, newMobileNumber: '+4915123456789' }).success,
    ).toBe(true)
    expect(
      BlockAccountRequest.safeParse({ confirmed: true, reason: 'suspected_fraud' }).success,
    ).toBe(true)
  })

  it('sends every change that needs SCA with the SCA schemas', () => {
    expect(userAccountContract.requestEmailChange.body).toBe(EmailChangeRequest)
    expect(userAccountContract.requestMobileNumberChange.body).toBe(MobileNumberChangeRequest)
    expect(userAccountContract.changePassword.body).toBe(ScaPasswordChangeRequest)
  })
})
