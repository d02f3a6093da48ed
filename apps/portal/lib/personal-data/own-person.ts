import type { Person } from '@portal/domain'
import type { AccountContext } from '@/lib/customer/account-context'

/** The logged-in user's own person among the account's persons (by username). */
export function ownPerson(
  context: Pick<AccountContext, 'customer' | 'username'>,
): Person | undefined {
  return context.customer._embedded?.persons?.find((person) => person.username === context.username)
}
