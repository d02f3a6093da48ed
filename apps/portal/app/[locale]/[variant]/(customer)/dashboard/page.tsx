import { Alert, AlertDescription } from '@portal/ui/alert'
import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { FlagsProvider } from '@/components/flags/flags-provider'
import { PostboxEndpoint } from '@/components/flags/postbox-endpoint'
import { DashboardPortfolios } from '@/components/investments/dashboard-portfolios'
import { SavingsSkeleton } from '@/components/savings/savings-skeleton'
import { CustomerFormTexts } from '@/components/shell/customer-form-texts'
import { RetryForm } from '@/components/shell/retry-form'
import { getInvestmentsOverview } from '@/lib/backend/investments'
import { dataOrNull } from '@/lib/backend/service-result'
import { getCurrentUser } from '@/lib/backend/users'
import { customerPage } from '@/lib/customer/customer-page'
import { flagBootstrap } from '@/lib/flags/browser-bootstrap'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { routeServes } from '@/lib/routes'
import { requestHref } from '@/lib/routing/request-href'
import { dashboardSavings } from '@/lib/savings/dashboard-savings'
import { DashboardPanel } from './dashboard-panel'

export const generateMetadata = pageTitle('Auth.dashboard.title')

/**
 * The customer's dashboard: the greeting and customer accounts at once, then the savings
 * (settlement balance, deposits, interest, maturities, pending orders, guarantee exposure and
 * tasks) when the savings service answers, and the portfolios with their value when the
 * portfolio service does.
 */
export default async function DashboardPage({ params }: { params: LocaleParams }) {
  const page = await customerPage(params, 'dashboard')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'Auth.dashboard' })
  const customer = await getTranslations({ locale: page.locale, namespace: 'Customer' })
  const savings = await getTranslations({ locale: page.locale, namespace: 'Savings' })
  const user = dataOrNull(await getCurrentUser(page.session))

  return (
    // the pending orders' cancel dialog reads its texts in the browser
    <CustomerFormTexts area="dashboard">
      <PageSection headingId="dashboard-title" title={t('title')}>
        {user ? (
          <>
            <p data-testid="greeting">
              {t('greeting', { name: `${user.firstName} ${user.lastName}` })}
            </p>
            <h2 className="text-xl font-semibold">{t('accounts')}</h2>
            <ul className="list-disc pl-6" data-testid="accounts">
              {user.bacNumbers.map((number) => (
                <li key={number}>{number}</li>
              ))}
            </ul>
            <FlagsProvider flags={await flagBootstrap(page.locale)}>
              <PostboxEndpoint />
            </FlagsProvider>
          </>
        ) : (
          <>
            <Alert variant="warning">
              <AlertDescription>{t('unavailable')}</AlertDescription>
            </Alert>
            <RetryForm label={customer('unavailable.retry')} />
          </>
        )}
        <Suspense fallback={<SavingsSkeleton label={savings('loading')} />}>
          <DashboardPanel savings={dashboardSavings(page.session, page.locale)} />
        </Suspense>
        {/* portfolios only exist where the market sells investments: elsewhere nothing to ask */}
        {routeServes('investments', page.locale) ? (
          <Suspense fallback={null}>
            <DashboardPortfolios
              investments={getInvestmentsOverview(page.session)}
              investmentsHref={(await requestHref())('investments')}
            />
          </Suspense>
        ) : null}
      </PageSection>
    </CustomerFormTexts>
  )
}
