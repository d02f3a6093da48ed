import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import {
  type DataChangePurpose,
  userAccountErrorCodes,
} from '@portal/api-clients/contracts/user-account'
import { and, eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { dataChangeChallenges, smsOutbox } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { changeDigest } from './change-digest'
import { isMtanLocked } from './mtan-lock'

export const dataChangeChallengeLifetimeMs = 5 * 60_000
export const maxFailedDataChangeAttempts = 5

const purposeText: Record<DataChangePurpose, string> = {
  email_change: 'the change of your e-mail address',
  mobile_number_change: 'the change of your mobile number',
  password_change: 'the change of your password',
  address_change: 'the change of your address',
  financial_information_change: 'the change of your financial information',
  reference_account_change: 'the change of your reference account',
  exemption_order_change: 'your exemption order',
}

const codeHash = (challengeId: string, code: string) =>
  createHash('sha256').update(`${challengeId}:${code}`).digest('hex')

/** `+49 ••• ••••67`: enough to recognise the phone, not to learn the number. */
export function maskPhoneNumber(number: string): string {
  return `${number.slice(0, 3)} ••• ••••${number.slice(-2)}`
}

export interface ChallengeOwner {
  customerId: string
  userId: string
  phoneNumber: string | null
}

/** Creates a challenge bound to the change and "sends" its mTAN to the user's mobile number. */
export async function createDataChangeChallenge(
  orm: SandboxOrm,
  owner: ChallengeOwner,
  purpose: DataChangePurpose,
  subject: Record<string, unknown>,
  now: Date,
) {
  if (await isMtanLocked(orm, owner.userId)) {
    return new ServiceError(403, userAccountErrorCodes.mtanLocked, 'The mTAN is locked.')
  }
  if (!owner.phoneNumber) {
    return new ServiceError(409, 'noMobileNumber', 'No mobile number is known for this login.')
  }
  const id = randomUUID()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const expiresAt = new Date(now.getTime() + dataChangeChallengeLifetimeMs).toISOString()
  await orm.transaction(async (tx) => {
    await tx.insert(dataChangeChallenges).values({
      id,
      customerId: owner.customerId,
      userId: owner.userId,
      purpose,
      binding: changeDigest(purpose, subject),
      codeHash: codeHash(id, code),
      status: 'pending',
      createdAt: now.toISOString(),
      expiresAt,
    })
    await tx.insert(smsOutbox).values({
      customerId: owner.customerId,
      phoneNumber: owner.phoneNumber ?? '',
      challengeId: id,
      text: `Your mTAN ${code} confirms ${purposeText[purpose]}. Valid 5 minutes.`,
      sentAt: now.toISOString(),
    })
  })
  return {
    challengeId: id,
    purpose,
    status: 'pending' as const,
    expiresAt,
    maskedNumber: maskPhoneNumber(owner.phoneNumber),
  }
}

/** Checks the mTAN; a wrong code counts, the fifth locks the challenge. */
export async function verifyDataChangeChallenge(
  orm: SandboxOrm,
  owner: { customerId: string; userId: string },
  challengeId: string,
  code: string,
  now: Date,
) {
  return orm.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(dataChangeChallenges)
      .where(
        and(
          eq(dataChangeChallenges.id, challengeId),
          eq(dataChangeChallenges.customerId, owner.customerId),
          eq(dataChangeChallenges.userId, owner.userId),
        ),
      )
      .for('update')
    if (challenge === undefined) {
      return new ServiceError(404, 'challengeNotFound', 'No such challenge.')
    }
    if (challenge.status === 'locked') {
      return new ServiceError(423, 'challengeLocked', 'Too many wrong codes.')
    }
    if (challenge.status !== 'pending') {
      return new ServiceError(409, 'challengeNotPending', `The challenge is ${challenge.status}.`)
    }
    if (new Date(challenge.expiresAt) <= now) {
      return new ServiceError(410, 'challengeExpired', 'The mTAN has expired.')
    }
    const matches = timingSafeEqual(
      Buffer.from(challenge.codeHash, 'hex'),
      Buffer.from(codeHash(challenge.id, code), 'hex'),
    )
    if (matches) {
      await tx
        .update(dataChangeChallenges)
        .set({ status: 'verified' })
        .where(eq(dataChangeChallenges.id, challenge.id))
      return {
        challengeId: challenge.id,
        status: 'verified' as const,
        attemptsLeft: maxFailedDataChangeAttempts - challenge.failedAttempts,
      }
    }
    const failed = challenge.failedAttempts + 1
    const status = failed >= maxFailedDataChangeAttempts ? 'locked' : 'pending'
    await tx
      .update(dataChangeChallenges)
      .set({ failedAttempts: failed, status })
      .where(eq(dataChangeChallenges.id, challenge.id))
    return status === 'locked'
      ? new ServiceError(423, 'challengeLocked', 'Too many wrong codes.')
      : new ServiceError(
          422,
          'wrongCode',
          `Wrong mTAN. ${maxFailedDataChangeAttempts - failed} attempts left.`,
        )
  })
}

type Executor = Pick<SandboxOrm, 'select' | 'update'>

/**
 * Uses up a verified challenge of this user for exactly this change (purpose and digest), within
 * the change's transaction when one is given. 403 `scaRequired` otherwise.
 */
export async function consumeDataChangeChallenge(
  db: Executor,
  owner: { userId: string; customerId?: string | undefined },
  challengeId: string,
  purpose: DataChangePurpose,
  subject: Record<string, unknown>,
  usedBy: string,
): Promise<ServiceError | undefined> {
  const [challenge] = await db
    .select()
    .from(dataChangeChallenges)
    .where(
      and(eq(dataChangeChallenges.id, challengeId), eq(dataChangeChallenges.userId, owner.userId)),
    )
  const bound =
    challenge?.status === 'verified' &&
    challenge.purpose === purpose &&
    challenge.binding === changeDigest(purpose, subject) &&
    (owner.customerId === undefined || challenge.customerId === owner.customerId)
  if (!bound) {
    return new ServiceError(
      403,
      userAccountErrorCodes.scaRequired,
      'A verified mTAN for exactly this change is required.',
    )
  }
  const used = await db
    .update(dataChangeChallenges)
    .set({ status: 'used', usedBy })
    .where(
      and(eq(dataChangeChallenges.id, challengeId), eq(dataChangeChallenges.status, 'verified')),
    )
    .returning({ id: dataChangeChallenges.id })
  return used.length === 1
    ? undefined
    : new ServiceError(403, userAccountErrorCodes.scaRequired, 'The mTAN was already used.')
}
