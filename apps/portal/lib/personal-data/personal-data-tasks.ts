import 'server-only'
import { getTranslations } from 'next-intl/server'
import { getDataConfirmation } from '@/lib/backend/customers'
import { getKycStatus } from '@/lib/backend/kyc'
import { getAccountContext } from '@/lib/customer/account-context'
import type { RouteId } from '@/lib/routes'
import { hrefsFor, pageHref } from '@/lib/routing/href'
import { requestBasePath } from '@/lib/routing/request-href'
import type { Session } from '@/lib/session/get-session'
import type { TaskSource } from '@/lib/tasks/task-sources'

/** A dashboard task of the personal-data and identification pages: a message key of `CustomerData.tasks` and a page. */
export interface PersonalDataTask {
  id: 'confirm-data' | 'add-reference-account' | 'upload-id-document' | 'upload-proof-of-address'
  /** The page that does it. */
  route: RouteId
}

/**
 * What the personal-data and identification pages ask of the customer now, for the task list (the
 * list in lib/tasks gathers every area's). A failed read adds no task: the dashboard
 * must not fail because of a task.
 */
export async function personalDataTasks(session: Session): Promise<PersonalDataTask[]> {
  const account = await getAccountContext(session)
  if (!account.ok) return []
  const { customer, actions } = account.data
  const [confirmation, kyc] = await Promise.all([
    getDataConfirmation(session, customer.id),
    getKycStatus(session, customer.id),
  ])
  const tasks: PersonalDataTask[] = []
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

/** The personal-data and identification tasks (confirm data, reference account, documents) as links. */
export const personalDataTaskSource: TaskSource = async ({ session, locale }) => {
  const [tasks, t, basePath] = await Promise.all([
    personalDataTasks(session),
    getTranslations({ locale, namespace: 'CustomerData.tasks' }),
    requestBasePath(),
  ])
  return tasks.map((task) => ({
    kind: 'external',
    id: `customer-data:${task.id}`,
    title: t(task.id),
    description: '',
    href: pageHref(hrefsFor(basePath), task.route),
    dueOn: null,
  }))
}
