import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { userAccountErrorCodes } from '@portal/api-clients/contracts/user-account'
import { maskedMobileNumber } from '@portal/domain/customer-data/mobile-number-check'
import { and, eq, ne, type SQL } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { scaChallenges, smsOutbox } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { textsIn } from '../../texts/catalogues'
import type { SmsTexts } from '../../texts/sandbox-texts'
import { customerLanguage, userLanguage } from '../customers/reader-language'
import { isMtanLocked } from './mtan-lock'

export const challengeLifetimeMs = 5 * 60_000
export const maxFailedAttempts = 5

/** What a challenge confirms: a purpose and the digest of what exactly (see the bindings). */
export interface ChallengeBinding {
  purpose: string
  digest: string
}

/** Payment challenges belong to the account, data-change challenges to one login of it. */
export interface ChallengeScope {
  /** When given, only this account's challenges (a login's own change may name none). */
  customerId?: string | undefined
  /** When given, only this login's challenges. */
  userId?: string | undefined
  /** `payment` only, or every purpose but `payment` (a data change). */
  family: 'payment' | 'dataChange'
}

type Executor = Pick<SandboxOrm, 'select' | 'update'>

const codeHash = (challengeId: string, code: string) =>
  createHash('sha256').update(`${challengeId}:${code}`).digest('hex')

/** `+49 ••• ••••67`, `+358 ••• ••••21`: enough to recognise the phone, not to learn the number. */
export function maskPhoneNumber(number: string): string {
  return maskedMobileNumber(number)
}

function scoped(scope: ChallengeScope, challengeId: string): SQL | undefined {
  return and(
    eq(scaChallenges.id, challengeId),
    scope.customerId === undefined ? undefined : eq(scaChallenges.customerId, scope.customerId),
    scope.userId === undefined ? undefined : eq(scaChallenges.userId, scope.userId),
    scope.family === 'payment'
      ? eq(scaChallenges.purpose, 'payment')
      : ne(scaChallenges.purpose, 'payment'),
  )
}

export interface NewChallenge {
  customerId: string
  /** The login that asks (its mTAN lock counts); none for the bank's own test runs. */
  userId: string | null
  /** Where the mTAN goes; 409 `noMobileNumber` when none is known. */
  phoneNumber: string | null
  binding: ChallengeBinding
  /** The SMS, naming what the code confirms, in the reader's language (`tag` formats figures). */
  text: (code: string, texts: SmsTexts, tag: string) => string
  /** What the 409 says when no mobile number is known. */
  noNumber: string
}

/**
 * Creates a challenge and "sends" its 6-digit mTAN through the SMS outbox, in one transaction;
 * 403 `mtanLocked` while the login's mTAN is locked (nothing can be confirmed then).
 */
export async function createChallenge(orm: SandboxOrm, challenge: NewChallenge, now: Date) {
  if (challenge.userId !== null && (await isMtanLocked(orm, challenge.userId))) {
    return new ServiceError(
      403,
      userAccountErrorCodes.mtanLocked,
      'The mTAN is locked: nothing can be confirmed until support unlocks it.',
    )
  }
  const phoneNumber = challenge.phoneNumber
  if (!phoneNumber) return new ServiceError(409, 'noMobileNumber', challenge.noNumber)
  const id = randomUUID()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const reader =
    challenge.userId === null
      ? await customerLanguage(orm, challenge.customerId)
      : await userLanguage(orm, challenge.userId)
  const expiresAt = new Date(now.getTime() + challengeLifetimeMs).toISOString()
  await orm.transaction(async (tx) => {
    await tx.insert(scaChallenges).values({
      id,
      customerId: challenge.customerId,
      userId: challenge.userId,
      purpose: challenge.binding.purpose,
      binding: challenge.binding.digest,
      codeHash: codeHash(id, code),
      status: 'pending',
      createdAt: now.toISOString(),
      expiresAt,
    })
    await tx.insert(smsOutbox).values({
      customerId: challenge.customerId,
      phoneNumber,
      challengeId: id,
      text: challenge.text(code, textsIn(reader.language, reader.tag).sms, reader.tag),
      sentAt: now.toISOString(),
    })
  })
  return { challengeId: id, expiresAt, maskedNumber: maskPhoneNumber(phoneNumber) }
}

/**
 * Checks an mTAN. A wrong code, or the right code sent with another binding than the challenge
 * has (`claimed`: the amount and payee the client shows), counts as a failed attempt; the fifth
 * locks the challenge. Expired 410, locked 423, unknown in this scope 404.
 */
export async function verifyChallenge(
  orm: SandboxOrm,
  scope: ChallengeScope,
  challengeId: string,
  attempt: { code: string; claimed?: ChallengeBinding },
  now: Date,
) {
  return orm.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(scaChallenges)
      .where(scoped(scope, challengeId))
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
    const matches =
      timingSafeEqual(
        Buffer.from(challenge.codeHash, 'hex'),
        Buffer.from(codeHash(challenge.id, attempt.code), 'hex'),
      ) &&
      (attempt.claimed === undefined || attempt.claimed.digest === challenge.binding)
    if (matches) {
      await tx
        .update(scaChallenges)
        .set({ status: 'verified' })
        .where(eq(scaChallenges.id, challenge.id))
      return {
        challengeId: challenge.id,
        status: 'verified' as const,
        attemptsLeft: maxFailedAttempts - challenge.failedAttempts,
      }
    }
    const failed = challenge.failedAttempts + 1
    const status = failed >= maxFailedAttempts ? 'locked' : 'pending'
    await tx
      .update(scaChallenges)
      .set({ failedAttempts: failed, status })
      .where(eq(scaChallenges.id, challenge.id))
    return status === 'locked'
      ? new ServiceError(423, 'challengeLocked', 'Too many wrong codes.')
      : new ServiceError(
          422,
          'wrongCode',
          `Wrong mTAN. ${maxFailedAttempts - failed} attempts left.`,
        )
  })
}

/**
 * Uses up a verified challenge for exactly this binding, inside the caller's transaction when
 * one is given (the payment or change commits with it). False when there is none: the caller
 * answers with its own refusal.
 */
export async function consumeChallenge(
  db: Executor,
  scope: ChallengeScope,
  challengeId: string,
  binding: ChallengeBinding,
  usedBy: string,
): Promise<boolean> {
  const [challenge] = await db
    .select()
    .from(scaChallenges)
    .where(scoped(scope, challengeId))
    .for('update')
  const bound =
    challenge?.status === 'verified' &&
    challenge.purpose === binding.purpose &&
    challenge.binding === binding.digest
  if (!bound) return false
  const used = await db
    .update(scaChallenges)
    .set({ status: 'used', usedBy })
    .where(and(eq(scaChallenges.id, challengeId), eq(scaChallenges.status, 'verified')))
    .returning({ id: scaChallenges.id })
  return used.length === 1
}
