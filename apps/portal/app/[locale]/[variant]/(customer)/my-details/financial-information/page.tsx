import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FinancialInformationForm } from '@/components/personal-data/financial-information-form'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { getAccountContext } from '@/lib/customer/account-context'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { changeFinancialInformation } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('financial.title'), robots: { index: false } }
}

/** Financial information (spec: /my-details/financial-information): PEP and source of funds. */
export default async function FinancialInformationPage({ params }: PageProps) {
  const page = await customerPage(params, 'financialInformation')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const outcome = await getAccountContext(page.session)
  const own = outcome.ok
    ? outcome.data.customer._embedded?.persons?.find(
        (person) => person.username === outcome.data.username,
      )
    : undefined
  return (
    <PageSection
      headingId="financial-title"
      title={t('financial.title')}
      intro={t('financial.intro')}
    >
      {!outcome.ok ? (
        <ServiceFailureNotice
          message={t(`errors.${accountFailureKey(outcome.failure)}`)}
          retryLabel={t('retry')}
        />
      ) : !outcome.data.actions.has('change_personal_data') ? (
        <p data-testid="not-allowed">{t('errors.forbidden')}</p>
      ) : (
        <FinancialInformationForm
          action={changeFinancialInformation}
          current={own?.additionalFinancialInformation ?? null}
        />
      )}
    </PageSection>
  )
}
