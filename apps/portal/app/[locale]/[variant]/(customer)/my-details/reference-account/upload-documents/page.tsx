import { accountSchemeOfResidence } from '@portal/domain/markets'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { DepotUpload } from '@/components/documents/depot-upload'
import { ReferenceAccountForm } from '@/components/personal-data/reference-account-form'
import { getAccountContext } from '@/lib/customer/account-context'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestBasePath } from '@/lib/routing/request-href'
import { requestReferenceAccountChange } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('referenceAccountForm.changeTitle'), robots: { index: false } }
}

/** Step 2 of a reference-account change (spec: /my-details/reference-account/upload-documents). */
export default async function UploadDocumentsPage({ params }: PageProps) {
  const page = await customerPage(params, 'uploadDocuments')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const account = await getAccountContext(page.session)
  // without the account the form cannot be sent anyway; the action says so
  const scheme = account.ok
    ? accountSchemeOfResidence(account.data.customer.address.countryCode)
    : 'iban'
  return (
    <PageSection
      headingId="change-title"
      title={t('referenceAccountForm.changeTitle')}
      intro={t('referenceAccountForm.changeIntro')}
    >
      <ReferenceAccountForm
        action={requestReferenceAccountChange}
        doneKey="changeRequested"
        submitKey="requestChange"
        scheme={scheme}
      >
        <DepotUpload
          basePath={await requestBasePath()}
          purpose="reference_account_evidence"
          label={t('referenceAccountForm.evidence')}
          idsName="documentIds"
        />
      </ReferenceAccountForm>
    </PageSection>
  )
}
