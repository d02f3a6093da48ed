import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AddressForm } from '@/components/personal-data/address-form'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { getAccountContext } from '@/lib/customer/account-context'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { addressCountries } from '@/lib/personal-data/address-countries'
import { changeAddress } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('address.title'), robots: { index: false } }
}

/** Change of address (spec: /my-details/edit-address), for persons who may change personal data. */
export default async function EditAddressPage({ params }: PageProps) {
  const page = await customerPage(params, 'editAddress')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const outcome = await getAccountContext(page.session)
  return (
    <PageSection
      headingId="edit-address-title"
      title={t('address.title')}
      intro={t('address.intro')}
    >
      {!outcome.ok ? (
        <ServiceFailureNotice
          message={t(`errors.${accountFailureKey(outcome.failure)}`)}
          retryLabel={t('retry')}
        />
      ) : !outcome.data.actions.has('change_personal_data') ? (
        <p data-testid="not-allowed">{t('errors.forbidden')}</p>
      ) : (
        <AddressForm
          action={changeAddress}
          countries={addressCountries}
          current={
            outcome.data.customer._embedded?.persons?.find(
              (person) => person.username === outcome.data.username,
            )?.address ?? outcome.data.customer.address
          }
        />
      )}
    </PageSection>
  )
}
