import { getCustomer } from '@/lib/backend/customers'
import { getCurrentUser } from '@/lib/backend/users'
import type { Session } from '@/lib/session/get-session'
import { customerGroupOfAccount } from './customer-group'
import type { VisitorAnswer } from './visitor-answer'

/**
 * Who is logged in, as the header and the tracker read it: the user's name and the customer group
 * events report. A token the bank no longer accepts (401: logout elsewhere, password change,
 * refresh replay) is nobody logged in. Both reads are the request's cached ones, so a page that
 * shows the customer already made them.
 */
export async function visitorAnswerOf(session: Session | null): Promise<VisitorAnswer> {
  if (!session) return { loggedIn: false }
  const [user, customer] = await Promise.all([getCurrentUser(session), getCustomer(session)])
  if (!user.ok && user.failure.status === 401) return { loggedIn: false }
  return {
    loggedIn: true,
    name: user.ok ? `${user.data.firstName} ${user.data.lastName}` : null,
    customerGroup: customerGroupOfAccount(customer.ok ? customer.data : null),
  }
}
