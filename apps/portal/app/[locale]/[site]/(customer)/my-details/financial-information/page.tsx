import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FinancialInformationForm } from '@/components/customer-data/financial-information-form'
import { LoadError } from '@/components/customer-data/load-error'
import { PageSection } from '@/components/shell/page-section'
import { customerPage } from '@/lib/customer/customer-page'
import { getAccountContext } from '@/lib/customer-data/account-context'
import { type LocaleParams, pageLocale } from '@/lib/site/page-site'
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
  const own =
    outcome.status === 'loaded'
      ? outcome.context.customer._embedded?.persons?.find(
          (person) => person.username === outcome.context.username,
        )
      : undefined
  return (
    <PageSection
      headingId="financial-title"
      title={t('financial.title')}
      intro={t('financial.intro')}
    >
      {outcome.status !== 'loaded' ? (
        <LoadError message={t(`errors.${outcome.status}`)} />
      ) : !outcome.context.actions.has('change_personal_data') ? (
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
