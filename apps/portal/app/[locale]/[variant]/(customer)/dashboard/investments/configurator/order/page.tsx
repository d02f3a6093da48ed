import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { MixOrderSteps } from '@/components/investments/mix-order-steps'
import { checkRole } from '@/lib/customer/authorise'
import { initialAdvisorOrderState } from '@/lib/investments/advisor-order-state'
import { configuratorQuery } from '@/lib/investments/configurator-form'
import { investmentScreen } from '@/lib/investments/investment-screen'
import { mixFields, readOrderMix } from '@/lib/investments/mix-order'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { requestHref } from '@/lib/routing/request-href'
import { configuratorOrderAction } from './actions'

type Query = Record<string, string | string[] | undefined>

export const generateMetadata = pageTitle('Investments.configurator.orderTitle')

/**
 * Ordering the mix of the fund overview (`configurator/order?w_<ISIN>=…`): the robo advisor's
 * steps (questions, amounts, review, mTAN) for a portfolio of the configured funds and weights.
 */
export default async function ConfiguratorOrderPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Query>
}) {
  const screen = await investmentScreen(params, 'configuratorOrder', 'investments')
  if (!screen) return null
  const { locale } = screen
  const query = await searchParams
  const mix = readOrderMix(query)
  const href = await requestHref()
  const t = await getTranslations({ locale, namespace: 'Investments' })
  // a person whose role may not invest sees why instead of the order form (the action refuses too)
  const role = await checkRole(screen.session, 'invest')
  const roleForbids = !role.ok && role.reason === 'forbidden'
  return (
    <PageSection headingId="mix-order-title" title={t('configurator.orderTitle')}>
      <InvestmentsMessagesProvider>
        <div className="space-y-8">
          {mix ? (
            <>
              <p className="text-neutral-700">{t('configurator.orderIntro')}</p>
              <MixOrderSteps
                query={query}
                holdings={mix.holdings}
                riskClass={mix.riskClass}
                mixFields={mixFields(mix)}
                canOrder={screen.access.canOrder && !roleForbids}
                order={{ action: configuratorOrderAction, initialState: initialAdvisorOrderState }}
                notAllowed={
                  roleForbids ? t('advisor.errors.roleForbidden') : t('advisor.errors.notAllowed')
                }
              />
              <a
                className="text-primary underline"
                href={`${href('configurator')}?${configuratorQuery(mix.typed)}`}
              >
                {t('configurator.change')}
              </a>
            </>
          ) : (
            <>
              <p data-testid="no-mix">{t('configurator.noMix')}</p>
              <a className="text-primary underline" href={href('configurator')}>
                {t('configurator.backToConfigurator')}
              </a>
            </>
          )}
        </div>
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
