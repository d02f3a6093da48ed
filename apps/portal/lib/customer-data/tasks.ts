import 'server-only'
import { getDataConfirmation } from '@/lib/backend/customers'
import type { Session } from '@/lib/session/get-session'
import { getAccountContext } from './account-context'

/** A dashboard task of the customer-data area: a message key of `CustomerData.tasks` and a page. */
export interface CustomerDataTask {
  id: 'confirm-data' | 'add-reference-account' | 'upload-id-document' | 'upload-proof-of-address'
  /** Path after the locale. */
  path: string
}

/**
 * What the customer-data area asks of the customer now, for the dashboard's task list (the
 * savings area builds that list and adds these). A failed read adds no task: the dashboard
 * must not fail because of a task.
 */
export async function customerDataTasks(session: Session): Promise<CustomerDataTask[]> {
  const outcome = await getAccountContext(session)
  if (outcome.status !== 'loaded') return []
  const { customer, actions } = outcome.context
  const confirmation = await getDataConfirmation(session, customer.id)
  const tasks: CustomerDataTask[] = []
  if (confirmation.data?.due) tasks.push({ id: 'confirm-data', path: '/my-data/validate' })
  if (
    actions.has('change_reference_account') &&
    (customer._embedded?.referenceAccounts ?? []).length === 0
  ) {
    tasks.push({ id: 'add-reference-account', path: '/my-details/initial-reference-account' })
  }
  return tasks
}
