import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { AdvisedOrderSteps } from '@/components/investments/advised-order-steps'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { checkRole } from '@/lib/customer/authorise'
import { initialPensionOrderState } from '@/lib/investments/advisor-order-state'
import { investmentScreen } from '@/lib/investments/investment-screen'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { pensionOrderAction } from './actions'

type Query = Record<string, string | string[] | undefined>

export const generateMetadata = pageTitle('Investments.pensionOpen.title')

/**
 * `/dashboard/retirement/open` (de-de only): opening a pension product. The same questionnaire
 * as the robo advisor decides the suitable class; then the monthly contribution (and an optional
 * one-time amount), its prognosis over a pension horizon, and the order confirmed by an mTAN.
 */
export default async function PensionOpeningPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Query>
}) {
  const screen = await investmentScreen(params, 'retirementOpen', 'retirement')
  if (!screen) return null
  const { locale } = screen
  const query = await searchParams
  // a person whose role may not invest sees why instead of the order form (the action refuses too)
  const role = await checkRole(screen.session, 'invest')
  const roleForbids = !role.ok && role.reason === 'forbidden'
  const t = await getTranslations({ locale, namespace: 'Investments' })
  return (
    <PageSection headingId="pension-open-title" title={t('pensionOpen.title')}>
      <InvestmentsMessagesProvider>
        <div className="space-y-8">
          <p className="text-neutral-700">{t('pensionOpen.intro')}</p>
          <AdvisedOrderSteps
            query={query}
            variant="pension"
            canOrder={screen.access.canOrder && !roleForbids}
            order={{
              kind: 'pension',
              action: pensionOrderAction,
              initialState: initialPensionOrderState,
            }}
            notAllowed={
              roleForbids ? t('advisor.errors.roleForbidden') : t('advisor.errors.notAllowed')
            }
          />
        </div>
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
