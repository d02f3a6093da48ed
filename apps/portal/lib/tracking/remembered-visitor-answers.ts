import { rememberedPerSession, type SessionOwner } from '@/lib/session/remembered-per-session'
import type { VisitorAnswer } from './visitor-answer'

/**
 * How long a customer's visitor answer (name, customer group) is reused: the longest a changed
 * name takes to reach the header. Only customer pages reuse it: a session the bank has ended is
 * ended there by the middleware's probe of the same token first (lib/customer/customer-services-gate).
 */
export const visitorAnswerReuseMs = 60_000

/**
 * The answers of the sessions this process served lately, so that every customer page does not
 * read the user and the customer account again for the header and the tracker. Only a complete
 * answer is kept: a failed read is asked again on the next page.
 */
export function rememberedVisitorAnswers({
  max,
  ttlMs = visitorAnswerReuseMs,
  now,
}: {
  max?: number
  ttlMs?: number
  now?: () => number
} = {}) {
  const answers = rememberedPerSession<VisitorAnswer>({ max, ttlMs, now })
  return {
    get: answers.get,
    keep(owner: SessionOwner, answer: VisitorAnswer) {
      if (answer.loggedIn && answer.name) answers.keep(owner, answer)
    },
  }
}
