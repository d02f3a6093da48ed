import 'server-only'
import type { SavingsOverview } from '@portal/api-clients/contracts/savings'
import type { PortalLocale } from '@portal/domain/locales'
import { personalDataTaskSource } from '@/lib/personal-data/personal-data-tasks'
import { savingsTaskSource } from '@/lib/savings/savings-task-source'
import type { Session } from '@/lib/session/get-session'
import { type CustomerTask, orderTasks } from './customer-tasks'

export interface TaskContext {
  session: Session
  locale: PortalLocale
  /** Already read by the page (the dashboard): not asked for again. */
  overview?: SavingsOverview
}

/** One area's open tasks, or `failed` when its service did not answer. */
export type TaskSource = (context: TaskContext) => Promise<CustomerTask[] | 'failed'>

/**
 * Every source of the task list (`/dashboard/tasks`): add another area's source here, returning
 * `ExternalTask`s with its own texts.
 */
export const customerTaskSources: readonly TaskSource[] = [
  savingsTaskSource,
  personalDataTaskSource,
]

/** All open tasks, deadlines first; `incomplete` when a source could not be asked. */
export async function customerTasks(
  context: TaskContext,
): Promise<{ tasks: CustomerTask[]; incomplete: boolean }> {
  const results = await Promise.all(customerTaskSources.map((source) => source(context)))
  return {
    tasks: orderTasks(results.flatMap((result) => (result === 'failed' ? [] : result))),
    incomplete: results.includes('failed'),
  }
}
