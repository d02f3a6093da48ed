import { describe, expect, it } from 'vitest'
import { type FailureReason, failed } from '@/lib/backend/service-result'
import { withdrawalOutcomeOf } from './withdrawal-outcome'

const refusal = (code: string, reason: FailureReason = 'refused', status = 422) =>
  withdrawalOutcomeOf(failed({ reason, code, status })).status

describe('what the payout form makes of the savings service’s answer', () => {
  it.each<[string, FailureReason, string]>([
    ['insufficientFunds', 'refused', 'insufficientFunds'],
    ['payeeNotReferenceAccount', 'refused', 'payeeNotReference'],
    ['authenticationRequired', 'refused', 'authenticationRequired'],
    ['technicalError', 'unanswered', 'unavailable'],
    ['missingCustomerId', 'noAccount', 'refused'],
    ['invalidAmount', 'refused', 'refused'],
  ])('%s (%s) is %s', (code, reason, expected) => {
    expect(refusal(code, reason)).toBe(expected)
  })
})
