import { getTranslations } from 'next-intl/server'
import { InvestmentsDashboard } from '@/components/investments/investments-dashboard'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { PageSection } from '@/components/shell/page-section'
import { cockpitHandoverHref } from '@/lib/investments/cockpits'
import { investmentScreen, investmentsOverviewOf } from '@/lib/investments/investment-screen'
import { localisedPath } from '@/lib/routing/get-region'
import type { LocaleParams } from '@/lib/site/page-site'
import { RetryForm } from '../../retry-form'

/** `/dashboard/investments`: value, performance, holdings, costs and pending orders (issue 17). */
export default async function InvestmentsPage({ params }: { params: LocaleParams }) {
  const screen = await investmentScreen(params, 'investments', 'investments')
  if (!screen) return null
  const t = await getTranslations({ locale: screen.locale, namespace: 'Investments.dashboard' })
  const overview = await investmentsOverviewOf(screen.session)
  const planBase = await localisedPath('/dashboard/investments/savings-plan/edit')
  return (
    <PageSection headingId="investments-title" title={t('title')}>
      <InvestmentsMessagesProvider locale={screen.locale}>
        <InvestmentsDashboard
          overview={overview.status === 'loaded' ? overview.data : 'failed'}
          cockpits={[
            { id: 'etf', href: await cockpitHandoverHref('etf') },
            { id: 'crypto', href: await cockpitHandoverHref('crypto') },
          ]}
          advisorHref={await localisedPath('/dashboard/investments/robo-advisor')}
          configuratorHref={await localisedPath('/dashboard/investments/configurator')}
          savingsPlanHref={(id) => `${planBase}?portfolio=${encodeURIComponent(id)}`}
          retry={<RetryForm label={t('retry')} />}
        />
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
