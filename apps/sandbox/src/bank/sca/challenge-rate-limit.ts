import { and, desc, eq, gt } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { scaChallenges } from '../../db/schema'
import { ServiceError } from '../../http/service-error'

/** At most this many payment mTANs per customer account within the window. */
export const paymentChallengeLimit = { maxPerWindow: 5, windowMs: 15 * 60_000 } as const

/**
 * Seconds until the account may be sent another payment mTAN: 0 while fewer than the limit were
 * sent within the window, else until the oldest of the last ones leaves it.
 */
export async function secondsUntilNextPaymentChallenge(
  orm: SandboxOrm,
  customerId: string,
  now: Date,
  limit: { maxPerWindow: number; windowMs: number } = paymentChallengeLimit,
): Promise<number> {
  const windowStart = new Date(now.getTime() - limit.windowMs).toISOString()
  const recent = await orm
    .select({ createdAt: scaChallenges.createdAt })
    .from(scaChallenges)
    .where(
      and(
        eq(scaChallenges.customerId, customerId),
        eq(scaChallenges.purpose, 'payment'),
        gt(scaChallenges.createdAt, windowStart),
      ),
    )
    .orderBy(desc(scaChallenges.createdAt))
    .limit(limit.maxPerWindow)
  const oldestCounted = recent[limit.maxPerWindow - 1]
  if (oldestCounted === undefined) return 0
  const freeAt = new Date(oldestCounted.createdAt).getTime() + limit.windowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}

/** 429 `tooManyChallenges` with the time to wait, in `Retry-After` and in the message. */
export function tooManyChallengesResponse(retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const response = new ServiceError(
    429,
    'tooManyChallenges',
    `Too many mTANs were requested. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  ).toResponse()
  response.headers.set('retry-after', String(retryAfterSeconds))
  return response
}
