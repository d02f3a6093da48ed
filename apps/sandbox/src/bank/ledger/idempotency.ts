import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { idempotencyRecords } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { LedgerTx } from './ledger-transaction'

export interface IdempotentAnswer {
  status: number
  body: unknown
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean
}

/** SHA-256 of what identifies a request: method, path and body. */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, path, body ?? null]))
    .digest('hex')
}

/**
 * Runs a write once per idempotency key of a customer. The key is claimed in the same
 * transaction as the write, so the write and its stored answer commit together or not at all;
 * a concurrent request with the same key waits on the key's row and then gets the stored
 * answer. The same key with another request is refused with 422.
 */
export async function withIdempotency(
  orm: SandboxOrm,
  claim: { customerId: string; key: string; hash: string; now: Date },
  write: (tx: LedgerTx) => Promise<{ status: number; body: unknown } | ServiceError>,
): Promise<IdempotentAnswer | ServiceError> {
  return orm.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyRecords)
      .values({
        customerId: claim.customerId,
        key: claim.key,
        requestHash: claim.hash,
        status: 0,
        body: {},
        createdAt: claim.now.toISOString(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecords.key })
    const where = and(
      eq(idempotencyRecords.customerId, claim.customerId),
      eq(idempotencyRecords.key, claim.key),
    )
    if (claimed.length === 0) {
      const [earlier] = await tx.select().from(idempotencyRecords).where(where)
      if (earlier === undefined) throw new Error('idempotency record vanished')
      if (earlier.requestHash !== claim.hash) {
        return new ServiceError(
          422,
          'idempotencyKeyReused',
          'This idempotency key was used for another request.',
        )
      }
      return { status: earlier.status, body: earlier.body, replayed: true }
    }
    const answer = await write(tx)
    const stored =
      answer instanceof ServiceError ? { status: answer.status, body: answer.toBody() } : answer
    await tx
      .update(idempotencyRecords)
      .set({ status: stored.status, body: stored.body })
      .where(where)
    return { ...stored, replayed: false }
  })
}
