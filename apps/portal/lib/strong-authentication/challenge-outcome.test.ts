import { describe, expect, it } from 'vitest'
import { type FailureReason, failed, ok } from '@/lib/backend/service-result'
import { challengeCheckOf, challengeProblemOf, challengeRequestOf } from './challenge-outcome'

const refused = (code: string, reason: FailureReason = 'refused', status = 422) =>
  failed({ reason, code, status })
const challenge = {
  challengeId: 'CH1',
  status: 'pending' as const,
  expiresAt: '2026-11-01T10:05:00Z',
  amount: 5000,
  currency: 'EUR',
  payeeIban: 'DE89370400440532013000',
}

describe('what the payment forms make of the mTAN service', () => {
  it('a created challenge, or the refusal the customer can act on', () => {
    expect(challengeRequestOf(ok(challenge))).toEqual({ status: 'created', challenge })
    expect(challengeRequestOf(refused('noMobileNumber'))).toEqual({ status: 'noMobileNumber' })
    expect(challengeRequestOf(refused('mtanLocked', 'refused', 423))).toEqual({
      status: 'mtanLocked',
    })
  })

  it('the mTAN limit with the wait the bank named in Retry-After, in whole minutes', () => {
    const limited = (retryAfterSeconds?: number) =>
      failed({
        reason: 'refused',
        code: 'tooManyChallenges',
        status: 429,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      })
    expect(challengeRequestOf(limited(754))).toEqual({
      status: 'tooManyChallenges',
      retryAfterMinutes: 13,
    })
    expect(challengeRequestOf(limited(60))).toMatchObject({ retryAfterMinutes: 1 })
    expect(challengeRequestOf(limited(1))).toMatchObject({ retryAfterMinutes: 1 })
    // without the header: no number, "in a few minutes"
    expect(challengeRequestOf(limited())).toEqual({
      status: 'tooManyChallenges',
      retryAfterMinutes: 0,
    })
  })

  it.each<[string, ReturnType<typeof refused>, string]>([
    ['no answer', refused('technicalError', 'unanswered', 400), 'unavailable'],
    ['a 503', refused('serviceUnavailable', 'unanswered', 503), 'unavailable'],
    ['no customer account', refused('missingCustomerId', 'noAccount', 0), 'refused'],
    ['another refusal', refused('invalidPayee'), 'refused'],
  ])('a request that met %s is %s', (_case, result, expected) => {
    expect(challengeRequestOf(result).status).toBe(expected)
  })

  it.each<[string, string]>([
    ['wrongCode', 'wrongCode'],
    ['challengeLocked', 'locked'],
    ['challengeExpired', 'expired'],
    ['somethingElse', 'refused'],
  ])('a check refused with %s is %s', (code, expected) => {
    expect(challengeCheckOf(refused(code)).status).toBe(expected)
  })

  it('a verified check, and an unanswered one to try again', () => {
    expect(challengeCheckOf(ok({ verified: true })).status).toBe('verified')
    expect(challengeCheckOf(refused('technicalError', 'unanswered', 400)).status).toBe(
      'unavailable',
    )
  })
})

describe('the cause a form names when the mTAN step fails', () => {
  it.each([
    ['no mobile number', challengeRequestOf(refused('noMobileNumber')), 'noMobileNumber'],
    ['mTAN locked', challengeRequestOf(refused('mtanLocked', 'refused', 423)), 'mtanLocked'],
    ['another refusal', challengeRequestOf(refused('invalidPayee')), 'unavailable'],
    ['no answer', challengeRequestOf(refused('timeout', 'timeout', 504)), 'unavailable'],
    ['too many wrong codes', challengeCheckOf(refused('challengeLocked')), 'locked'],
    ['the code expired', challengeCheckOf(refused('challengeExpired')), 'expired'],
    ['no answer to the check', challengeCheckOf(refused('down', 'unanswered', 503)), 'unavailable'],
  ] as const)('%s: %s', (_, outcome, problem) => {
    expect(challengeProblemOf(outcome)).toBe(problem)
  })
})
