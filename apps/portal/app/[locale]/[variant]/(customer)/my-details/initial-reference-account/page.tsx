import { accountSchemeOfResidence } from '@portal/domain/markets'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { KycCases } from '@/components/identification/kyc-cases'
import { ReferenceAccountForm } from '@/components/personal-data/reference-account-form'
import { ReferenceAccounts } from '@/components/personal-data/reference-accounts'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { listKycCases } from '@/lib/backend/kyc'
import { getAccountContext } from '@/lib/customer/account-context'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'
import { saveInitialReferenceAccount } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('referenceAccountForm.title'), robots: { index: false } }
}

/**
 * Reference account (spec: /my-details/initial-reference-account): the first one is entered
 * here; an existing one is changed through identity verification, documents and a KYC case.
 */
export default async function InitialReferenceAccountPage({ params }: PageProps) {
  const page = await customerPage(params, 'initialReferenceAccount')
  if (!page) return null
  const href = await requestHref()
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const outcome = await getAccountContext(page.session)
  if (!outcome.ok) {
    return (
      <PageSection headingId="reference-title" title={t('referenceAccountForm.title')}>
        <ServiceFailureNotice
          message={t(`errors.${accountFailureKey(outcome.failure)}`)}
          retryLabel={t('retry')}
        />
      </PageSection>
    )
  }
  const { customer, actions } = outcome.data
  const accounts = customer._embedded?.referenceAccounts ?? []
  const allowed = actions.has('change_reference_account')
  const scheme = accountSchemeOfResidence(customer.address.countryCode)
  const cases = accounts.length > 0 ? await listKycCases(page.session, customer.id) : null
  return (
    <PageSection
      headingId="reference-title"
      title={t('referenceAccountForm.title')}
      intro={t('referenceAccountForm.intro')}
    >
      {accounts.length === 0 ? (
        allowed ? (
          <ReferenceAccountForm
            action={saveInitialReferenceAccount}
            doneKey="savedInitial"
            submitKey="saveInitial"
            scheme={scheme}
          />
        ) : (
          <p data-testid="not-allowed">{t('errors.forbidden')}</p>
        )
      ) : (
        <>
          <ReferenceAccounts accounts={accounts} scheme={scheme} />
          {cases?.ok ? <KycCases cases={cases.data.items} /> : null}
          {allowed ? (
            <a className="text-primary underline" href={href('verifyIdentity')}>
              {t('referenceAccountForm.startChange')}
            </a>
          ) : (
            <p data-testid="not-allowed">{t('errors.forbidden')}</p>
          )}
        </>
      )}
    </PageSection>
  )
}
