import 'server-only'
import type { Customer } from '@portal/domain'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { onboardingRoles, permittedActions } from '@portal/domain/customer-data/may-perform'
import { rolesOfUser } from '@portal/domain/customer-data/roles-of-user'
import type { PersonRole } from '@portal/domain/entities/person'
import { cache } from 'react'
import { getCustomer } from '@/lib/backend/customers'
import { noAccount, ok, type ServiceResult } from '@/lib/backend/service-result'
import { getCurrentUser } from '@/lib/backend/users'
import type { Session } from '@/lib/session/get-session'

/** The account a customer page shows, with what the logged-in person may do on it. */
export interface AccountContext {
  customer: Customer
  /** The logged-in user's username, which names their own person among the account's. */
  username: string
  roles: PersonRole[]
  actions: ReadonlySet<CustomerAction>
  /**
   * What the person may do for the steps that finish opening the account (identification,
   * uploads, the first reference account): while it is REGISTERED their REQUESTED roles count,
   * as the sandbox decides; afterwards the same as `actions`.
   */
  onboardingActions: ReadonlySet<CustomerAction>
}

/**
 * The session's customer account (fetched once with every person) and the logged-in user's
 * roles on it. The roles decide the actions (domain table `roleRights`); a user who is not a
 * person of the account may do nothing on it.
 */
export const getAccountContext = cache(
  async (session: Session): Promise<ServiceResult<AccountContext>> => {
    if (!session.bacNumber) return noAccount
    const [result, user] = await Promise.all([getCustomer(session), getCurrentUser(session)])
    if (!result.ok) return result
    if (!user.ok) return user
    const roles = rolesOfUser(result.data, user.data.username)
    return ok({
      customer: result.data,
      username: user.data.username,
      roles,
      actions: new Set(permittedActions(roles, result.data.type)),
      onboardingActions: new Set(
        permittedActions(onboardingRoles(roles, result.data.status), result.data.type),
      ),
    })
  },
)
