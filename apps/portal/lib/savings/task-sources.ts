import 'server-only'
import type { Deposit, SavingsOverview } from '@portal/api-clients/contracts/savings'
import type { PortalLocale } from '@portal/domain/locales'
import { addDays } from '@portal/domain/money/calendar-date'
import { getTranslations } from 'next-intl/server'
import { getOffer } from '@/lib/backend/deposits'
import { getSavingsOverview } from '@/lib/backend/savings'
import { ok } from '@/lib/backend/service-result'
import { customerDataTasks } from '@/lib/customer-data/tasks'
import { getRegion } from '@/lib/routing/get-region'
import { hrefsFor, pageHref } from '@/lib/routing/href'
import { requestBasePath } from '@/lib/routing/request-href'
import type { Session } from '@/lib/session/get-session'
import {
  type CustomerTask,
  orderTasks,
  prolongationCandidates,
  prolongationTaskLeadDays,
  savingsTasks,
} from './tasks'

export interface TaskContext {
  session: Session
  locale: PortalLocale
  /** Already read by the page (the dashboard): not asked for again. */
  overview?: SavingsOverview
}

/** One area's open tasks, or `failed` when its service did not answer. */
export type TaskSource = (context: TaskContext) => Promise<CustomerTask[] | 'failed'>

/** Funding orders and prolongation choices, from the ledger and the offers' prolongation terms. */
export const savingsTaskSource: TaskSource = async ({ session, overview }) => {
  const read = overview ? ok(overview) : await getSavingsOverview(session)
  if (!read.ok) return read.failure.reason === 'noAccount' ? [] : 'failed'
  const { today, deposits } = read.data
  const candidates = prolongationCandidates(
    deposits,
    today,
    addDays(today, prolongationTaskLeadDays),
  )
  const region = await getRegion()
  const renewing = new Set<string>()
  await Promise.all(
    candidates.map(async (deposit: Deposit) => {
      const offer = await getOffer(region, deposit.offerId)
      if (offer.ok && offer.data.prolongation.automatic) renewing.add(deposit.id)
    }),
  )
  return savingsTasks(read.data, (deposit) => renewing.has(deposit.id))
}

/** The customer-data area's tasks (confirm data, reference account, documents) as links. */
export const customerDataTaskSource: TaskSource = async ({ session, locale }) => {
  const [tasks, t, basePath] = await Promise.all([
    customerDataTasks(session),
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

/**
 * Every source of the task list (`/dashboard/tasks`): add another area's source here, returning
 * `ExternalTask`s with its own texts.
 */
export const customerTaskSources: readonly TaskSource[] = [
  savingsTaskSource,
  customerDataTaskSource,
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
