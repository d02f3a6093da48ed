import { etfUniverse } from '@portal/domain/investments/etf-universe'
import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { ConfiguratorFormView } from '@/components/investments/configurator-form-view'
import { InvestmentsMessagesProvider } from '@/components/investments/investments-messages-provider'
import { readConfiguratorForm } from '@/lib/investments/configurator-form'
import { investmentScreen } from '@/lib/investments/investment-screen'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { requestHref } from '@/lib/routing/request-href'

export const generateMetadata = pageTitle('Investments.configurator.title')

/** Legacy `investieren/configurator`: pick ETFs of the seeded universe and weigh them. */
export default async function ConfiguratorPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const screen = await investmentScreen(params, 'configurator', 'investments')
  if (!screen) return null
  const t = await getTranslations({ locale: screen.locale, namespace: 'Investments.configurator' })
  return (
    <PageSection headingId="configurator-title" title={t('title')}>
      <p className="text-neutral-700">{t('intro')}</p>
      <InvestmentsMessagesProvider>
        <ConfiguratorFormView
          etfs={etfUniverse}
          form={readConfiguratorForm(await searchParams)}
          action={(await requestHref())('configuratorFundOverview')}
        />
      </InvestmentsMessagesProvider>
    </PageSection>
  )
}
