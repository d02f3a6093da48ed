import { getCustomer } from '@/lib/backend/customers'
import { getCurrentUser } from '@/lib/backend/users'
import type { Session } from '@/lib/session/get-session'
import { customerGroupOfAccount } from './customer-group'
import { rememberedVisitorAnswers } from './remembered-visitor-answers'
import type { VisitorAnswer } from './visitor-answer'

const remembered = rememberedVisitorAnswers()

/**
 * Who is logged in, as the header and the tracker read it: the user's name and the customer group
 * events report. A token the bank no longer accepts (401: logout elsewhere, password change,
 * refresh replay) is nobody logged in. Both reads are the request's cached ones, so a page that
 * shows the customer already made them. A customer page, whose session the middleware has just
 * asked the services about (lib/customer/customer-services-gate), reuses an answer of the same
 * session and account for a while (`visitorAnswerReuseMs`), so most of them make neither; the
 * `/visitor` route is not probed and always reads.
 */
export async function visitorAnswerOf(
  session: Session | null,
  { sessionProbed = false }: { sessionProbed?: boolean } = {},
): Promise<VisitorAnswer> {
  if (!session) return { loggedIn: false }
  const kept = sessionProbed ? remembered.get(session) : undefined
  if (kept) return kept
  const [user, customer] = await Promise.all([getCurrentUser(session), getCustomer(session)])
  if (!user.ok && user.failure.status === 401) return { loggedIn: false }
  const answer = {
    loggedIn: true,
    name: user.ok ? `${user.data.firstName} ${user.data.lastName}` : null,
    customerGroup: customerGroupOfAccount(customer.ok ? customer.data : null),
  }
  if (customer.ok) remembered.keep(session, answer)
  return answer
}
