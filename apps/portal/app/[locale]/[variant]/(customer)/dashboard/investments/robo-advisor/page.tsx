import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { AdvisedOrderSteps } from '@/components/investments/advised-order-steps'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { checkRole } from '@/lib/customer/authorise'
import { initialAdvisorOrderState } from '@/lib/investments/advisor-order-state'
import { investmentScreen } from '@/lib/investments/investment-screen'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { advisorOrderAction } from './actions'

type Query = Record<string, string | string[] | undefined>

export const generateMetadata = pageTitle('Investments.advisor.title')

/** Legacy `investieren/robo-advisor`: questionnaire → recommended class → prognosis → order. */
export default async function RoboAdvisorPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Query>
}) {
  const screen = await investmentScreen(params, 'roboAdvisor', 'investments')
  if (!screen) return null
  const { locale } = screen
  const query = await searchParams
  // a person whose role may not invest sees why instead of the order form (the action refuses too)
  const role = await checkRole(screen.session, 'invest')
  const roleForbids = !role.ok && role.reason === 'forbidden'
  const t = await getTranslations({ locale, namespace: 'Investments.advisor' })
  return (
    <PageSection headingId="advisor-title" title={t('title')}>
      <InvestmentsMessagesProvider>
        <div className="space-y-8">
          <p className="text-neutral-700">{t('intro')}</p>
          <AdvisedOrderSteps
            query={query}
            variant="advisor"
            canOrder={screen.access.canOrder && !roleForbids}
            order={{ action: advisorOrderAction, initialState: initialAdvisorOrderState }}
            notAllowed={roleForbids ? t('errors.roleForbidden') : t('errors.notAllowed')}
          />
        </div>
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
