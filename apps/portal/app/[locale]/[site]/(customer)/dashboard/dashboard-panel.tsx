import type { SavingsOverview } from '@portal/api-clients/contracts/savings'
import { GuaranteeExposureTable } from '@/components/savings/guarantee-exposure-table'
import { NextMaturities } from '@/components/savings/next-maturities'
import { PendingOrders } from '@/components/savings/pending-orders'
import { SavingsFailure } from '@/components/savings/savings-failure'
import { SavingsLinks } from '@/components/savings/savings-links'
import { SavingsSummary } from '@/components/savings/savings-summary'
import type { PortalLocale } from '@/i18n/locales'
import { getSavingsOverview } from '@/lib/backend/savings'
import { routes } from '@/lib/routes'
import { localisedPath } from '@/lib/routing/get-region'
import { bankNamesOf, isJointAccount } from '@/lib/savings/bank-names'
import { nextMaturities, totalsByProductType } from '@/lib/savings/dashboard-figures'
import { maturityCalendarPath } from '@/lib/savings/savings-paths'
import { customerTasks } from '@/lib/savings/task-sources'
import type { Session } from '@/lib/session/get-session'

/** The dashboard's savings, or why they cannot be shown. */
export async function DashboardPanel({
  session,
  locale,
}: {
  session: Session
  locale: PortalLocale
}) {
  const read = await getSavingsOverview(session)
  if (!read.ok) return <SavingsFailure failure={read.failure} />
  return <DashboardSavings overview={read.data} session={session} locale={locale} />
}

async function DashboardSavings({
  overview,
  session,
  locale,
}: {
  overview: SavingsOverview
  session: Session
  locale: PortalLocale
}) {
  const [tasks, bankNames, joint, basePath] = await Promise.all([
    customerTasks({ session, locale, overview }),
    bankNamesOf(overview),
    isJointAccount(session),
    localisedPath(''),
  ])
  return (
    <div className="space-y-8" data-testid="savings-dashboard" data-today={overview.today}>
      <SavingsLinks
        taskCount={tasks.incomplete ? null : tasks.tasks.length}
        tasksHref={`${basePath}${routes.tasks.path}`}
        savingsHref={`${basePath}${routes.savings.path}`}
        calendarHref={`${basePath}${maturityCalendarPath}`}
        locale={locale}
      />
      <SavingsSummary
        settlementAccounts={overview.settlementAccounts}
        totals={totalsByProductType(overview.deposits)}
        interest={overview.yearInterest}
        year={overview.today.slice(0, 4)}
        locale={locale}
      />
      <PendingOrders orders={overview.pendingOrders} bankNames={bankNames} locale={locale} />
      <NextMaturities
        upcoming={nextMaturities(overview.deposits, overview.today)}
        basePath={basePath}
        locale={locale}
      />
      <GuaranteeExposureTable
        exposures={overview.guaranteeExposure}
        bankNames={bankNames}
        joint={joint}
        locale={locale}
      />
    </div>
  )
}
