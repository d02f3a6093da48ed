import { formatPhoneNumber } from '@portal/domain/customer-data/phone-number-display'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { DataConfirmationView } from '@/components/personal-data/data-confirmation-view'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { getDataConfirmation } from '@/lib/backend/customers'
import { dataOrNull } from '@/lib/backend/service-result'
import { getAccountContext } from '@/lib/customer/account-context'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'
import { confirmData } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('validate.title'), robots: { index: false } }
}

/** Confirm or correct my data (spec: /my-data/validate). */
export default async function ValidateMyDataPage({ params }: PageProps) {
  const page = await customerPage(params, 'validateMyData')
  if (!page) return null
  const href = await requestHref()
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const outcome = await getAccountContext(page.session)
  const own = outcome.ok
    ? outcome.data.customer._embedded?.persons?.find(
        (person) => person.username === outcome.data.username,
      )
    : undefined
  const confirmation = outcome.ok
    ? dataOrNull(await getDataConfirmation(page.session, outcome.data.customer.id))
    : null
  return (
    <PageSection headingId="validate-title" title={t('validate.title')} intro={t('validate.intro')}>
      {!outcome.ok ? (
        <ServiceFailureNotice
          message={t(`errors.${accountFailureKey(outcome.failure)}`)}
          retryLabel={t('retry')}
        />
      ) : !own ? (
        <p data-testid="not-allowed">{t('errors.forbidden')}</p>
      ) : (
        <DataConfirmationView
          person={own}
          phoneNumber={shownPhone(own.contactDetails?.phoneNumber)}
          confirmation={confirmation ?? null}
          action={confirmData}
          links={{
            address: href('editAddress'),
            financial: href('financialInformation'),
            contact: href('userAccount'),
          }}
        />
      )}
    </PageSection>
  )
}

const shownPhone = (stored: string | null | undefined) =>
  stored ? formatPhoneNumber(stored) : null
