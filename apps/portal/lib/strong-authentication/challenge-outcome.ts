import type { ScaChallenge } from '@portal/api-clients/contracts/strong-authentication'
import { isUnanswered, type ServiceResult } from '@/lib/backend/service-result'

export type ChallengeRequest =
  | { status: 'created'; challenge: ScaChallenge }
  /**
   * `mtanLocked`: the customer locked the mTAN; only customer service can unlock it.
   * `tooManyChallenges`: the bank's limit of mTANs per account; a few minutes later again.
   */
  | { status: 'noMobileNumber' | 'mtanLocked' | 'tooManyChallenges' | 'unavailable' | 'refused' }

/** What the payment forms make of a challenge request. */
export function challengeRequestOf(result: ServiceResult<ScaChallenge>): ChallengeRequest {
  if (result.ok) return { status: 'created', challenge: result.data }
  const { code } = result.failure
  if (code === 'noMobileNumber' || code === 'mtanLocked' || code === 'tooManyChallenges')
    return { status: code }
  return { status: isUnanswered(result.failure) ? 'unavailable' : 'refused' }
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
