import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { type ComponentProps, Suspense } from 'react'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { InvestmentsSkeleton } from '@/components/investments/investments-skeleton'
import { RetirementOverview } from '@/components/investments/retirement-overview'
import { RetryForm } from '@/components/shell/retry-form'
import { getInvestmentsOverview } from '@/lib/backend/investments'
import { cockpitHandoverHref } from '@/lib/investments/cockpits'
import { investmentScreen } from '@/lib/investments/investment-screen'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { requestHref } from '@/lib/routing/request-href'
import type { Session } from '@/lib/session/get-session'

async function RetirementPanel({
  session,
  ...props
}: Omit<ComponentProps<typeof RetirementOverview>, 'overview'> & { session: Session }) {
  const overview = await getInvestmentsOverview(session)
  return <RetirementOverview overview={overview.ok ? overview.data : 'failed'} {...props} />
}

export const generateMetadata = pageTitle('Investments.retirement.title')

/** `/dashboard/retirement`: the pension products and their value (de-de only, spec section 6). */
export default async function RetirementPage({ params }: { params: LocaleParams }) {
  const screen = await investmentScreen(params, 'retirement', 'retirement')
  if (!screen) return null
  const t = await getTranslations({ locale: screen.locale, namespace: 'Investments' })
  const href = await requestHref()
  return (
    <PageSection headingId="retirement-title" title={t('retirement.title')}>
      <InvestmentsMessagesProvider>
        <Suspense fallback={<InvestmentsSkeleton />}>
          <RetirementPanel
            session={screen.session}
            prognosisHref={href('pensionPromotion')}
            openHref={href('retirementOpen')}
            cockpitHref={await cockpitHandoverHref('pension')}
            retry={<RetryForm label={t('dashboard.retry')} />}
          />
        </Suspense>
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
