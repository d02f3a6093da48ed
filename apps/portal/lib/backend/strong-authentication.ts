import { createServiceClient } from '@portal/api-clients/client'
import {
  type ChallengedPayment,
  type ScaChallenge,
  type SmsMessage,
  strongAuthenticationSandboxContract,
} from '@portal/api-clients/contracts/strong-authentication'
import { edgeEnv } from '@/lib/edge-env'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { backendConfig } from './client-config'
import { apiClients } from './clients'
import { personalRead } from './read-policy'

/**
 * Strong customer authentication (`/scas/api/v2`): an mTAN challenge bound to one amount and one
 * payee (PSD2 dynamic linking), sent by SMS, valid 5 minutes, locked after 5 wrong codes.
 */

export type ChallengeRequest =
  | { status: 'created'; challenge: ScaChallenge }
  /** `mtanLocked`: the customer locked the mTAN; only customer service can unlock it. */
  | { status: 'noMobileNumber' | 'mtanLocked' | 'unavailable' | 'refused' }

export async function requestChallenge(
  session: Session,
  payment: ChallengedPayment,
): Promise<ChallengeRequest> {
  if (!session.bacNumber) return { status: 'refused' }
  const result = await apiClients(await getRegion()).strongAuthentication.createChallenge({
    params: { customerId: session.bacNumber },
    body: payment,
    token: session.accessToken,
    init: personalRead,
  })
  if (result.data) return { status: 'created', challenge: result.data }
  if (result.error.code === 'noMobileNumber') return { status: 'noMobileNumber' }
  if (result.error.code === 'mtanLocked') return { status: 'mtanLocked' }
  return { status: isUnanswered(result.error) ? 'unavailable' : 'refused' }
}

export type ChallengeCheck = {
  status: 'verified' | 'wrongCode' | 'locked' | 'expired' | 'unavailable' | 'refused'
}

/** Checks a code against the challenge and the payment it is for (another amount fails too). */
export async function verifyChallenge(
  session: Session,
  challengeId: string,
  attempt: ChallengedPayment & { code: string },
): Promise<ChallengeCheck> {
  if (!session.bacNumber) return { status: 'refused' }
  const result = await apiClients(await getRegion()).strongAuthentication.verifyChallenge({
    params: { customerId: session.bacNumber, challengeId },
    body: attempt,
    token: session.accessToken,
    init: personalRead,
  })
  if (result.data) return { status: 'verified' }
  const codes: Record<string, ChallengeCheck['status']> = {
    wrongCode: 'wrongCode',
    challengeLocked: 'locked',
    challengeExpired: 'expired',
  }
  const known = codes[result.error.code]
  if (known) return { status: known }
  return { status: isUnanswered(result.error) ? 'unavailable' : 'refused' }
}

/** No answer (the request core's 400 technicalError) or a server failure: try again later. */
export function isUnanswered(error: { status: number; code: string }): boolean {
  return error.status >= 500 || error.code === 'technicalError'
}

/** The local sandbox's SMS outbox for the session's customer, newest first; null elsewhere. */
export async function getSmsOutbox(session: Session): Promise<SmsMessage[] | null> {
  if (edgeEnv().PORTAL_ENV !== 'local' || !session.bacNumber) return null
  const client = createServiceClient(
    strongAuthenticationSandboxContract,
    'strongAuthentication',
    backendConfig(await getRegion()),
  )
  const result = await client.listSms({
    query: { customerId: session.bacNumber },
    init: personalRead,
  })
  return result.data?.messages ?? null
}
