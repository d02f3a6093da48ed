import type {
  ChallengedPayment,
  ScaChallenge,
} from '@portal/api-clients/contracts/strong-authentication'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { noAccount, resultOf, type ServiceResult } from './service-result'

/**
 * Strong customer authentication (`/scas/api/v2`): an mTAN challenge bound to one amount and one
 * payee (PSD2 dynamic linking), sent by SMS, valid 5 minutes, locked after 5 wrong codes.
 * Refusals carry their code: `noMobileNumber`, `mtanLocked`, `wrongCode`, `challengeLocked`,
 * `challengeExpired` (lib/strong-authentication/challenge-outcome reads them).
 */
export async function requestChallenge(
  session: Session,
  payment: ChallengedPayment,
): Promise<ServiceResult<ScaChallenge>> {
  if (!session.bacNumber) return noAccount
  return resultOf(
    await apiClients(await getRegion()).strongAuthentication.createChallenge({
      params: { customerId: session.bacNumber },
      body: payment,
      token: session.accessToken,
      init: personalRead,
    }),
  )
}

/** Checks a code against the challenge and the payment it is for (another amount fails too). */
export async function verifyChallenge(
  session: Session,
  challengeId: string,
  attempt: ChallengedPayment & { code: string },
): Promise<ServiceResult<unknown>> {
  if (!session.bacNumber) return noAccount
  return resultOf(
    await apiClients(await getRegion()).strongAuthentication.verifyChallenge({
      params: { customerId: session.bacNumber, challengeId },
      body: attempt,
      token: session.accessToken,
      init: personalRead,
    }),
  )
}
