import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { DepotUpload } from '@/components/customer-data/depot-upload'
import { PageSection } from '@/components/shell/page-section'
import { getKycStatus } from '@/lib/backend/kyc'
import { customerPage } from '@/lib/customer/customer-page'
import { localisedPath } from '@/lib/routing/get-region'
import { type LocaleParams, pageLocale } from '@/lib/site/page-site'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('identification.idDocument.title'), robots: { index: false } }
}

/** Upload page of the identification (spec: /identification/upload-id-document). */
export default async function UploadIdDocumentPage({ params }: PageProps) {
  const page = await customerPage(params, 'uploadIdDocument')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const status = page.session.bacNumber
    ? await getKycStatus(page.session, page.session.bacNumber)
    : null
  const missingIdd = status?.data?.requiredDocuments.some(
    (document) => document.type === 'missing_idd',
  )
  return (
    <PageSection
      headingId="upload-title"
      title={t('identification.idDocument.title')}
      intro={t('identification.idDocument.intro')}
    >
      {missingIdd ? <p data-testid="missing-idd">{t('identification.missingIdd')}</p> : null}
      <DepotUpload
        basePath={await localisedPath('')}
        purpose="id_document"
        label={t('identification.idDocument.label')}
      />
      <a className="text-primary underline" href={await localisedPath('/identification')}>
        {t('identification.back')}
      </a>
    </PageSection>
  )
}
