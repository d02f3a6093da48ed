import { mobileNumberExample } from '@portal/domain/customer-data/mobile-number-example'
import { formatPhoneNumber } from '@portal/domain/customer-data/phone-number-display'
import { marketOf } from '@portal/domain/markets'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MobileNumberForm } from '@/components/account-security/mobile-number-form'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { getAccountContext } from '@/lib/customer/account-context'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { ownPerson } from '@/lib/personal-data/own-person'
import { changeMobileNumber } from './actions'
import { mobileCountryOf } from './mobile-country'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('mobile.title'), robots: { index: false } }
}

/**
 * Change the mobile number for mTANs (spec: /user-account/edit/mobile-number); the hint's example
 * is a number of the country the number must be of.
 */
export default async function EditMobileNumberPage({ params }: PageProps) {
  const page = await customerPage(params, 'editMobileNumber')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const outcome = await getAccountContext(page.session)
  return (
    <PageSection headingId="mobile-title" title={t('mobile.title')} intro={t('mobile.intro')}>
      {outcome.ok ? (
        <MobileNumberForm
          action={changeMobileNumber}
          current={shownNumber(ownPerson(outcome.data)?.contactDetails?.phoneNumber)}
          example={
            mobileNumberExample(mobileCountryOf(outcome.data)) ??
            mobileNumberExample(marketOf(page.locale).country)
          }
        />
      ) : (
        <ServiceFailureNotice
          message={t(`errors.${accountFailureKey(outcome.failure)}`)}
          retryLabel={t('retry')}
        />
      )}
    </PageSection>
  )
}

const shownNumber = (stored: string | null | undefined) =>
  stored ? formatPhoneNumber(stored) : null
