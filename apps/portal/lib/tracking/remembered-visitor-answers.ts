import { LRUCache } from 'lru-cache'
import type { VisitorAnswer } from './visitor-answer'

/**
 * How long a customer's visitor answer (name, customer group) is reused: the longest a changed
 * name takes to reach the header. Only customer pages reuse it: a session the bank has ended is
 * ended there by the middleware's probe of the same token first (lib/customer/customer-services-gate).
 */
export const visitorAnswerReuseMs = 60_000

/** Whose answer it is: the verified token and the chosen customer account (its group). */
export interface AnswerOwner {
  accessToken: string
  bacNumber: string | undefined
}

const keyOf = (owner: AnswerOwner) => `${owner.bacNumber ?? '-'} ${owner.accessToken}`

/**
 * The answers of the sessions this process served lately, so that every customer page does not
 * read the user and the customer account again for the header and the tracker. Only a complete
 * answer is kept: a failed read is asked again on the next page.
 */
export function rememberedVisitorAnswers({
  max = 5000,
  ttlMs = visitorAnswerReuseMs,
  now,
}: {
  max?: number
  ttlMs?: number
  now?: () => number
} = {}) {
  const answers = new LRUCache<string, VisitorAnswer>({
    max,
    ttl: ttlMs,
    // every read asks the clock (the default keeps a reading for a timer tick)
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  })
  return {
    get: (owner: AnswerOwner) => answers.get(keyOf(owner)),
    keep(owner: AnswerOwner, answer: VisitorAnswer) {
      if (answer.loggedIn && answer.name) answers.set(keyOf(owner), answer)
    },
  }
}
