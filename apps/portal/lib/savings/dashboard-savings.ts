import 'server-only'
import type { SavingsOverview } from '@portal/api-clients/contracts/savings'
import type { PortalLocale } from '@portal/domain/locales'
import { getSavingsOverview } from '@/lib/backend/savings'
import { ok, type ServiceResult } from '@/lib/backend/service-result'
import type { Session } from '@/lib/session/get-session'
import type { CustomerTask } from '@/lib/tasks/customer-tasks'
import { customerTasks } from '@/lib/tasks/task-sources'
import { bankNamesOf } from './bank-names'

export interface DashboardSavings {
  overview: SavingsOverview
  tasks: { tasks: CustomerTask[]; incomplete: boolean }
  /** Partner bank names by bank id. */
  bankNames: Record<string, string>
  /** A joint account's guarantee is counted per holder. */
  joint: boolean
}

/** The dashboard's savings: the overview, the open tasks and the banks' names. */
export async function dashboardSavings(
  session: Session,
  locale: PortalLocale,
): Promise<ServiceResult<DashboardSavings>> {
  const read = await getSavingsOverview(session)
  if (!read.ok) return read
  const overview = read.data
  const [tasks, bankNames] = await Promise.all([
    customerTasks({ session, locale, overview }),
    bankNamesOf(overview),
  ])
  return ok({ overview, tasks, bankNames, joint: overview.guaranteeHolders > 1 })
}
