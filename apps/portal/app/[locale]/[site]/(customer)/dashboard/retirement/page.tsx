import { getTranslations } from 'next-intl/server'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { RetirementOverview } from '@/components/investments/retirement-overview'
import { PageSection } from '@/components/shell/page-section'
import { cockpitHandoverHref } from '@/lib/investments/cockpits'
import { investmentScreen, investmentsOverviewOf } from '@/lib/investments/investment-screen'
import { localisedPath } from '@/lib/routing/get-region'
import type { LocaleParams } from '@/lib/site/page-site'
import { RetryForm } from '../../retry-form'

/** `/dashboard/retirement`: the pension products and their value (de-de only, spec section 6). */
export default async function RetirementPage({ params }: { params: LocaleParams }) {
  const screen = await investmentScreen(params, 'retirement', 'retirement')
  if (!screen) return null
  const t = await getTranslations({ locale: screen.locale, namespace: 'Investments' })
  const overview = await investmentsOverviewOf(screen.session)
  return (
    <PageSection headingId="retirement-title" title={t('retirement.title')}>
      <InvestmentsMessagesProvider locale={screen.locale}>
        <RetirementOverview
          overview={overview.status === 'loaded' ? overview.data : 'failed'}
          prognosisHref={await localisedPath('/zinsportfolio')}
          cockpitHref={await cockpitHandoverHref('pension')}
          retry={<RetryForm label={t('dashboard.retry')} />}
        />
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
