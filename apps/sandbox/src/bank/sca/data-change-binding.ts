import {
  type DataChangePurpose,
  userAccountErrorCodes,
} from '@portal/api-clients/contracts/user-account'
import type { SandboxOrm } from '../../db/database'
import { ServiceError } from '../../http/service-error'
import {
  type ChallengeBinding,
  consumeChallenge,
  createChallenge,
  verifyChallenge,
} from './challenge-engine'
import { changeDigest } from './change-digest'

/** A data change's binding: its purpose and the digest of the change (see data-change-subject). */
export function dataChangeBinding(
  purpose: DataChangePurpose,
  subject: Record<string, unknown>,
): ChallengeBinding {
  return { purpose, digest: changeDigest(purpose, subject) }
}

export interface ChallengeOwner {
  customerId: string
  userId: string
  phoneNumber: string | null
}

/** Creates a challenge bound to the change; its mTAN goes to the login's own mobile number. */
export async function createDataChangeChallenge(
  orm: SandboxOrm,
  owner: ChallengeOwner,
  purpose: DataChangePurpose,
  subject: Record<string, unknown>,
  now: Date,
) {
  const created = await createChallenge(
    orm,
    {
      ...owner,
      binding: dataChangeBinding(purpose, subject),
      text: (code, texts) => texts.dataChange(code, purpose),
      noNumber: 'No mobile number is known for this login.',
    },
    now,
  )
  if (created instanceof ServiceError) return created
  return {
    challengeId: created.challengeId,
    purpose,
    status: 'pending' as const,
    expiresAt: created.expiresAt,
    maskedNumber: created.maskedNumber,
  }
}

/** Checks the mTAN of one of the login's data-change challenges. */
export function verifyDataChangeChallenge(
  orm: SandboxOrm,
  owner: { customerId: string; userId: string },
  challengeId: string,
  code: string,
  now: Date,
) {
  return verifyChallenge(orm, { ...owner, family: 'dataChange' }, challengeId, { code }, now)
}

/**
 * Uses up a verified challenge of this login for exactly this change (purpose and digest), within
 * the change's transaction when one is given. 403 `scaRequired` otherwise.
 */
export async function consumeDataChangeChallenge(
  db: Parameters<typeof consumeChallenge>[0],
  owner: { userId: string; customerId?: string | undefined },
  challengeId: string,
  purpose: DataChangePurpose,
  subject: Record<string, unknown>,
  usedBy: string,
): Promise<ServiceError | undefined> {
  const consumed = await consumeChallenge(
    db,
    { ...owner, family: 'dataChange' },
    challengeId,
    dataChangeBinding(purpose, subject),
    usedBy,
  )
  return consumed
    ? undefined
    : new ServiceError(
        403,
        userAccountErrorCodes.scaRequired,
        'A verified mTAN for exactly this change is required.',
      )
}
