import 'server-only'
import type { OpenTaskType } from '@portal/api-clients/contracts/customers'
import { getTranslations } from 'next-intl/server'
import { getOpenTasks } from '@/lib/backend/customers'
import { nothingToRead } from '@/lib/backend/service-result'
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

/** The page and texts of each task the bank names. */
const personalDataTaskOf: Record<OpenTaskType, PersonalDataTask> = {
  upload_id_document: { id: 'upload-id-document', route: 'uploadIdDocument' },
  upload_proof_of_address: { id: 'upload-proof-of-address', route: 'uploadProofOfAddress' },
  confirm_data: { id: 'confirm-data', route: 'validateMyData' },
  add_reference_account: { id: 'add-reference-account', route: 'initialReferenceAccount' },
}

/**
 * What the personal-data and identification pages ask of the customer now, for the task list (the
 * list in lib/tasks gathers every area's): the bank's open tasks, in one read. Without an account
 * there is none; a failed read leaves the list incomplete rather than wrong.
 */
export async function personalDataTasks(session: Session): Promise<PersonalDataTask[] | 'failed'> {
  const read = await getOpenTasks(session)
  if (!read.ok) return nothingToRead(read.failure) ? [] : 'failed'
  return read.data.tasks.map((task) => personalDataTaskOf[task.type])
}

/** The personal-data and identification tasks (confirm data, reference account, documents) as links. */
export const personalDataTaskSource: TaskSource = async ({ session, locale }) => {
  const [tasks, t, basePath] = await Promise.all([
    personalDataTasks(session),
    getTranslations({ locale, namespace: 'CustomerData.tasks' }),
    requestBasePath(),
  ])
  if (tasks === 'failed') return tasks
  return tasks.map((task) => ({
    kind: 'external',
    id: `customer-data:${task.id}`,
    title: t(task.id),
    description: '',
    href: pageHref(hrefsFor(basePath), task.route),
    dueOn: null,
  }))
}
