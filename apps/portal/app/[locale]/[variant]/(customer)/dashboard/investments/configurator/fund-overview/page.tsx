import {
  customMixProfile,
  customMixPrognosis,
} from '@portal/domain/investments/custom-mix-prognosis'
import { etfUniverse } from '@portal/domain/investments/etf-universe'
import { buttonVariants } from '@portal/ui/button'
import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { ConfiguratorFormView } from '@/components/investments/configurator-form-view'
import { FundOverview } from '@/components/investments/fund-overview'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { configuratorQuery, readConfiguratorForm } from '@/lib/investments/configurator-form'
import { investmentScreen } from '@/lib/investments/investment-screen'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { requestHref } from '@/lib/routing/request-href'

export const generateMetadata = pageTitle('Investments.configurator.overviewTitle')

/** The configured mix (`investieren/configurator/fund-overview`), or the form with its problems. */
export default async function FundOverviewPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const screen = await investmentScreen(params, 'configuratorFundOverview', 'investments')
  if (!screen) return null
  const t = await getTranslations({ locale: screen.locale, namespace: 'Investments.configurator' })
  const form = readConfiguratorForm(await searchParams)
  const href = await requestHref()
  const configurator = href('configurator')
  const valid = form.validation?.ok ? form.validation : null
  return (
    <PageSection headingId="fund-overview-title" title={t('overviewTitle')}>
      <InvestmentsMessagesProvider>
        {valid ? (
          <>
            <FundOverview
              profile={customMixProfile(valid.holdings)}
              projection={customMixPrognosis(valid.holdings, {
                oneTimeInvestment: 1_000_000,
                monthlySavingRate: 10_000,
                durationYears: 10,
              })}
            />
            <div className="flex flex-wrap items-center gap-4">
              <a
                className={buttonVariants()}
                data-testid="order-mix"
                href={`${href('configuratorOrder')}?${configuratorQuery(form.typed)}`}
              >
                {t('order')}
              </a>
              <a
                className="text-primary underline"
                href={`${configurator}?${configuratorQuery(form.typed)}`}
              >
                {t('change')}
              </a>
            </div>
          </>
        ) : (
          <ConfiguratorFormView
            etfs={etfUniverse}
            form={
              form.validation
                ? form
                : { ...form, validation: { ok: false, problems: [{ reason: 'noEtf' }] } }
            }
            action={href('configuratorFundOverview')}
          />
        )}
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
