import type { KycStatus } from '@portal/api-clients/contracts/kyc'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { DepotUpload } from '@/components/documents/depot-upload'
import type { ServiceResult } from '@/lib/backend/service-result'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestLocale } from '@/lib/page/request-locale'
import { requestBasePath, requestHref } from '@/lib/routing/request-href'

/** The two upload pages of the identification: what each uploads and its texts. */
const uploads = {
  uploadIdDocument: {
    purpose: 'id_document',
    title: 'identification.idDocument.title',
    intro: 'identification.idDocument.intro',
    label: 'identification.idDocument.label',
  },
  uploadProofOfAddress: {
    purpose: 'proof_of_address',
    title: 'identification.proofOfAddressUpload.title',
    intro: 'identification.proofOfAddressUpload.intro',
    label: 'identification.proofOfAddressUpload.label',
  },
} as const

export type IdentificationUploadRoute = keyof typeof uploads

export async function identificationUploadMetadata(
  params: LocaleParams,
  route: IdentificationUploadRoute,
): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t(uploads[route].title), robots: { index: false } }
}

/** An upload page of the identification, with the missing-IDD note when a document is due. */
export async function IdentificationUpload({
  route,
  status,
}: {
  route: IdentificationUploadRoute
  /** The KYC status, null without a customer account. */
  status: ServiceResult<KycStatus> | null
}) {
  const locale = await requestLocale()
  const upload = uploads[route]
  const t = await getTranslations({ locale, namespace: 'CustomerData' })
  const missingIdd =
    status?.ok && status.data.requiredDocuments.some((document) => document.type === 'missing_idd')
  return (
    <PageSection headingId="upload-title" title={t(upload.title)} intro={t(upload.intro)}>
      {missingIdd ? <p data-testid="missing-idd">{t('identification.missingIdd')}</p> : null}
      <DepotUpload
        basePath={await requestBasePath()}
        purpose={upload.purpose}
        label={t(upload.label)}
      />
      <a className="text-primary underline" href={(await requestHref())('identification')}>
        {t('identification.back')}
      </a>
    </PageSection>
  )
}
