import type { ScaChallenge } from '@portal/api-clients/contracts/strong-authentication'
import { isUnanswered, type ServiceResult } from '@/lib/backend/service-result'

export type ChallengeRequest =
  | { status: 'created'; challenge: ScaChallenge }
  /**
   * The bank's limit of mTANs per account: `retryAfterMinutes` is its `Retry-After` in whole
   * minutes rounded up (at least 1), 0 when it did not say ("in a few minutes").
   */
  | { status: 'tooManyChallenges'; retryAfterMinutes: number }
  /** `mtanLocked`: the customer locked the mTAN; only customer service can unlock it. */
  | { status: 'noMobileNumber' | 'mtanLocked' | 'unavailable' | 'refused' }

/** What the payment forms make of a challenge request. */
export function challengeRequestOf(result: ServiceResult<ScaChallenge>): ChallengeRequest {
  if (result.ok) return { status: 'created', challenge: result.data }
  const { code } = result.failure
  if (code === 'tooManyChallenges')
    return {
      status: code,
      retryAfterMinutes: minutesToWait(result.failure.retryAfterSeconds),
    }
  if (code === 'noMobileNumber' || code === 'mtanLocked') return { status: code }
  return { status: isUnanswered(result.failure) ? 'unavailable' : 'refused' }
}

/** A wait in whole minutes, rounded up so the customer never tries too early; 0 when unknown. */
export function minutesToWait(seconds: number | undefined): number {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 0
  return Math.ceil(seconds / 60)
}

export type ChallengeCheck = {
  status: 'verified' | 'wrongCode' | 'locked' | 'expired' | 'unavailable' | 'refused'
}

const checkCodes: Record<string, ChallengeCheck['status']> = {
  wrongCode: 'wrongCode',
  challengeLocked: 'locked',
  challengeExpired: 'expired',
}

/** What the payment forms make of a code check. */
export function challengeCheckOf(result: ServiceResult<unknown>): ChallengeCheck {
  if (result.ok) return { status: 'verified' }
  const known = checkCodes[result.failure.code]
  if (known) return { status: known }
  return { status: isUnanswered(result.failure) ? 'unavailable' : 'refused' }
}

/**
 * The cause a form names when no mTAN could be sent or the one sent can no longer be used: the
 * customer must act first (`noMobileNumber`: add a number; `mtanLocked`: customer service unlocks
 * it) or start again (`locked`, `expired`). A refusal without a known cause, or a service that
 * did not answer, is `unavailable` ("nothing was changed, please try again").
 */
export type ChallengeProblem =
  | 'noMobileNumber'
  | 'mtanLocked'
  | 'locked'
  | 'expired'
  | 'unavailable'

export function challengeProblemOf(outcome: ChallengeRequest | ChallengeCheck): ChallengeProblem {
  switch (outcome.status) {
    case 'noMobileNumber':
    case 'mtanLocked':
    case 'locked':
    case 'expired':
      return outcome.status
    default:
      return 'unavailable'
  }
}
