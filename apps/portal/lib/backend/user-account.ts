import 'server-only'
import type {
  BlockAccountRequest,
  DataChangePurpose,
  EmailChangeRequest,
  MobileNumberChangeRequest,
  ScaPasswordChangeRequest,
} from '@portal/api-clients/contracts/user-account'
import type { ConsentId } from '@portal/domain'
import { cache } from 'react'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { resultOf } from './service-result'

/** User management's account changes (`/ums/v1`) and their data-change SCA (`/scas/api/v2`). */
const clients = async () => apiClients(await getRegion())

/** Sends an mTAN that confirms exactly this change (its purpose and values). */
export async function createDataChangeChallenge(
  session: Session,
  bacNumber: string,
  purpose: DataChangePurpose,
  change: Record<string, unknown>,
) {
  return resultOf(
    await (await clients()).dataChangeSca.createChallenge({
      params: { customerId: bacNumber },
      body: { purpose, change },
      token: session.accessToken,
    }),
  )
}

export async function verifyDataChangeChallenge(
  session: Session,
  bacNumber: string,
  challengeId: string,
  code: string,
) {
  return resultOf(
    await (await clients()).dataChangeSca.verifyChallenge({
      params: { customerId: bacNumber, challengeId },
      body: { code },
      token: session.accessToken,
    }),
  )
}

export async function requestEmailChange(session: Session, body: EmailChangeRequest) {
  return resultOf(
    await (await clients()).userAccount.requestEmailChange({ body, token: session.accessToken }),
  )
}

/**
 * Opened from the mail's link: the single-use token is the proof. The signed-in login travels
 * along so that the service refuses a link of another login (`foreignLink`) without using it up.
 */
export async function confirmEmailChange(session: Session, token: string) {
  return resultOf(
    await (await clients()).userAccount.confirmEmailChange({
      body: { token },
      headers: { authorization: `Bearer ${session.accessToken}` },
    }),
  )
}

export async function requestMobileNumberChange(session: Session, body: MobileNumberChangeRequest) {
  return resultOf(
    await (await clients()).userAccount.requestMobileNumberChange({
      body,
      token: session.accessToken,
    }),
  )
}

export async function confirmMobileNumberChange(session: Session, changeId: string, mtan: string) {
  return resultOf(
    await (await clients()).userAccount.confirmMobileNumberChange({
      params: { changeId },
      body: { mtan },
      token: session.accessToken,
    }),
  )
}

/** A wrong current password answers `wrongPassword`; every other session of the user ends. */
export async function changePasswordWithSca(session: Session, body: ScaPasswordChangeRequest) {
  return resultOf(
    await (await clients()).userAccount.changePassword({ body, token: session.accessToken }),
  )
}

export function getMtanLock(session: Session) {
  return mtanLock(session.accessToken)
}

const mtanLock = cache(async (token: string) =>
  resultOf(await (await clients()).userAccount.getMtanLock({ token, init: personalRead })),
)

export async function lockMtan(session: Session) {
  return resultOf(
    await (await clients()).userAccount.lockMtan({
      body: { locked: true },
      token: session.accessToken,
    }),
  )
}

export async function blockAccount(session: Session, body: BlockAccountRequest) {
  return resultOf(
    await (await clients()).userAccount.blockAccount({ body, token: session.accessToken }),
  )
}

/** Switches one mail consent; cs and legal answer 422 `mandatoryConsent`. */
export async function updateMailConsent(session: Session, consentId: ConsentId, valid: boolean) {
  return resultOf(
    await (await clients()).mailConsents.updateMailConsent({
      params: { consentId },
      body: { valid },
      token: session.accessToken,
    }),
  )
}
