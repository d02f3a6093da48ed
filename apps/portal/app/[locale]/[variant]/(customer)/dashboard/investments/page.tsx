import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { type ComponentProps, Suspense } from 'react'
import { InvestmentsDashboard } from '@/components/investments/investments-dashboard'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { InvestmentsSkeleton } from '@/components/investments/investments-skeleton'
import { RetryForm } from '@/components/shell/retry-form'
import { getInvestmentsOverview } from '@/lib/backend/investments'
import { cockpitHandoverHref } from '@/lib/investments/cockpits'
import { investmentScreen } from '@/lib/investments/investment-screen'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { requestHref } from '@/lib/routing/request-href'
import type { Session } from '@/lib/session/get-session'

/** The portfolios, streamed after the heading (the skeleton meanwhile). */
async function InvestmentsPanel({
  session,
  ...props
}: Omit<ComponentProps<typeof InvestmentsDashboard>, 'overview'> & { session: Session }) {
  const overview = await getInvestmentsOverview(session)
  return <InvestmentsDashboard overview={overview.ok ? overview.data : 'failed'} {...props} />
}

export const generateMetadata = pageTitle('Investments.dashboard.title')

/** `/dashboard/investments`: value, performance, holdings, costs and pending orders (issue 17). */
export default async function InvestmentsPage({ params }: { params: LocaleParams }) {
  const screen = await investmentScreen(params, 'investments', 'investments')
  if (!screen) return null
  const t = await getTranslations({ locale: screen.locale, namespace: 'Investments.dashboard' })
  const href = await requestHref()
  const planBase = href('savingsPlanEdit')
  return (
    <PageSection headingId="investments-title" title={t('title')}>
      <InvestmentsMessagesProvider>
        <Suspense fallback={<InvestmentsSkeleton />}>
          <InvestmentsPanel
            session={screen.session}
            cockpits={[
              { id: 'etf', href: await cockpitHandoverHref('etf') },
              { id: 'crypto', href: await cockpitHandoverHref('crypto') },
            ]}
            advisorHref={href('roboAdvisor')}
            configuratorHref={href('configurator')}
            savingsPlanHref={(id) => `${planBase}?portfolio=${encodeURIComponent(id)}`}
            retry={<RetryForm label={t('retry')} />}
          />
        </Suspense>
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
