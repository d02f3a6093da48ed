import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { minorUnitsToDecimal } from '@portal/domain'
import { and, eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { scaChallenges, smsOutbox } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { LedgerTx } from '../ledger/ledger-transaction'

export const challengeLifetimeMs = 5 * 60_000
export const maxFailedAttempts = 5

/** What a challenge confirms: one amount to one payee (PSD2 dynamic linking). */
export interface ChallengedPayment {
  amount: number
  currency: string
  payeeIban: string
}

const codeHash = (challengeId: string, code: string) =>
  createHash('sha256').update(`${challengeId}:${code}`).digest('hex')

/** Creates a challenge and "sends" its 6-digit mTAN, naming amount and payee, to the outbox. */
export async function createChallenge(
  orm: SandboxOrm,
  customer: { id: string; phoneNumber: string | null },
  payment: ChallengedPayment,
  now: Date,
) {
  if (customer.phoneNumber === null) {
    return new ServiceError(409, 'noMobileNumber', 'No mobile number is known for this customer.')
  }
  const id = randomUUID()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const expiresAt = new Date(now.getTime() + challengeLifetimeMs).toISOString()
  const amount = `${minorUnitsToDecimal(payment.amount, payment.currency)} ${payment.currency}`
  await orm.transaction(async (tx) => {
    await tx.insert(scaChallenges).values({
      id,
      customerId: customer.id,
      ...payment,
      codeHash: codeHash(id, code),
      status: 'pending',
      createdAt: now.toISOString(),
      expiresAt,
    })
    await tx.insert(smsOutbox).values({
      customerId: customer.id,
      phoneNumber: customer.phoneNumber ?? '',
      challengeId: id,
      text: `Your mTAN ${code} confirms the payout of ${amount} to ${payment.payeeIban}. Valid 5 minutes.`,
      sentAt: now.toISOString(),
    })
  })
  return { challengeId: id, status: 'pending' as const, expiresAt, ...payment }
}

/**
 * Checks an mTAN against a challenge and the payment it is meant for: a wrong code, or the
 * right code for another amount or payee, counts as a failed attempt; the fifth locks it.
 */
export async function verifyChallenge(
  orm: SandboxOrm,
  customerId: string,
  challengeId: string,
  attempt: ChallengedPayment & { code: string },
  now: Date,
) {
  return orm.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(scaChallenges)
      .where(and(eq(scaChallenges.id, challengeId), eq(scaChallenges.customerId, customerId)))
      .for('update')
    if (challenge === undefined)
      return new ServiceError(404, 'challengeNotFound', 'No such challenge.')
    if (challenge.status === 'locked')
      return new ServiceError(423, 'challengeLocked', 'Too many wrong codes.')
    if (challenge.status !== 'pending')
      return new ServiceError(409, 'challengeNotPending', `The challenge is ${challenge.status}.`)
    if (new Date(challenge.expiresAt) <= now)
      return new ServiceError(410, 'challengeExpired', 'The mTAN has expired.')
    const expected = Buffer.from(challenge.codeHash, 'hex')
    const given = Buffer.from(codeHash(challenge.id, attempt.code), 'hex')
    const matches =
      timingSafeEqual(expected, given) &&
      attempt.amount === challenge.amount &&
      attempt.currency === challenge.currency &&
      attempt.payeeIban === challenge.payeeIban
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

/** Uses up a verified challenge for exactly this payment, inside the payment's transaction. */
export async function consumeChallenge(
  tx: LedgerTx,
  customerId: string,
  challengeId: string,
  payment: ChallengedPayment,
  usedBy: string,
): Promise<ServiceError | undefined> {
  const [challenge] = await tx
    .select()
    .from(scaChallenges)
    .where(and(eq(scaChallenges.id, challengeId), eq(scaChallenges.customerId, customerId)))
    .for('update')
  const matches =
    challenge?.status === 'verified' &&
    challenge.amount === payment.amount &&
    challenge.currency === payment.currency &&
    challenge.payeeIban === payment.payeeIban
  if (challenge === undefined || !matches) {
    return new ServiceError(
      403,
      'authenticationRequired',
      'A verified mTAN for this amount and payee is required.',
    )
  }
  await tx
    .update(scaChallenges)
    .set({ status: 'used', usedBy })
    .where(eq(scaChallenges.id, challengeId))
  return undefined
}
