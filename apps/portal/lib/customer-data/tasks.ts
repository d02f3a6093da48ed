import 'server-only'
import { getDataConfirmation } from '@/lib/backend/customers'
import { getKycStatus } from '@/lib/backend/kyc'
import type { RouteId } from '@/lib/routes'
import type { Session } from '@/lib/session/get-session'
import { getAccountContext } from './account-context'

/** A dashboard task of the customer-data area: a message key of `CustomerData.tasks` and a page. */
export interface CustomerDataTask {
  id: 'confirm-data' | 'add-reference-account' | 'upload-id-document' | 'upload-proof-of-address'
  /** The page that does it. */
  route: RouteId
}

/**
 * What the customer-data area asks of the customer now, for the dashboard's task list (the
 * savings area builds that list and adds these). A failed read adds no task: the dashboard
 * must not fail because of a task.
 */
export async function customerDataTasks(session: Session): Promise<CustomerDataTask[]> {
  const account = await getAccountContext(session)
  if (!account.ok) return []
  const { customer, actions } = account.data
  const [confirmation, kyc] = await Promise.all([
    getDataConfirmation(session, customer.id),
    getKycStatus(session, customer.id),
  ])
  const tasks: CustomerDataTask[] = []
  for (const required of kyc.ok ? kyc.data.requiredDocuments : []) {
    if (required.type === 'proof_of_address') {
      tasks.push({ id: 'upload-proof-of-address', route: 'uploadProofOfAddress' })
    } else if (!tasks.some((task) => task.id === 'upload-id-document')) {
      tasks.push({ id: 'upload-id-document', route: 'uploadIdDocument' })
    }
  }
  if (confirmation.ok && confirmation.data.due)
    tasks.push({ id: 'confirm-data', route: 'validateMyData' })
  if (
    actions.has('change_reference_account') &&
    (customer._embedded?.referenceAccounts ?? []).length === 0
  ) {
    tasks.push({ id: 'add-reference-account', route: 'initialReferenceAccount' })
  }
  return tasks
}
