import { GuaranteeExposureTable } from '@/components/savings/guarantee-exposure-table'
import { NextMaturities } from '@/components/savings/next-maturities'
import { PendingOrders } from '@/components/savings/pending-orders'
import { SavingsFailure } from '@/components/savings/savings-failure'
import { SavingsLinks } from '@/components/savings/savings-links'
import { SavingsSummary } from '@/components/savings/savings-summary'
import type { ServiceResult } from '@/lib/backend/service-result'
import { requestLocale } from '@/lib/page/request-locale'
import { hrefsFor } from '@/lib/routing/href'
import { requestBasePath } from '@/lib/routing/request-href'
import { nextMaturities, totalsByProductType } from '@/lib/savings/dashboard-figures'
import type { DashboardSavings as Savings } from '@/lib/savings/dashboard-savings'
import { cancelOrderAction } from './actions'

/** The dashboard's savings, or why they cannot be shown. */
export async function DashboardPanel({
  savings,
}: {
  /** Read by the page, streamed in here. */
  savings: Promise<ServiceResult<Savings>>
}) {
  const read = await savings
  if (!read.ok) return <SavingsFailure failure={read.failure} />
  const { overview, tasks, bankNames, joint } = read.data
  const basePath = await requestBasePath()
  const locale = await requestLocale()
  const href = hrefsFor(basePath)
  return (
    <div className="space-y-8" data-testid="savings-dashboard" data-today={overview.today}>
      <SavingsLinks
        taskCount={tasks.incomplete ? null : tasks.tasks.length}
        tasksHref={href('tasks')}
        savingsHref={href('savings')}
        calendarHref={href('maturityCalendar')}
      />
      <SavingsSummary
        settlementAccounts={overview.settlementAccounts}
        totals={totalsByProductType(overview.deposits, locale)}
        interest={overview.yearInterest}
        year={overview.today.slice(0, 4)}
      />
      <PendingOrders
        orders={overview.pendingOrders}
        bankNames={bankNames}
        cancelAction={cancelOrderAction}
      />
      <NextMaturities
        upcoming={nextMaturities(overview.deposits, overview.today)}
        basePath={basePath}
      />
      <GuaranteeExposureTable
        exposures={overview.guaranteeExposure}
        bankNames={bankNames}
        joint={joint}
      />
    </div>
  )
}
