import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { KycStatusView } from '@/components/identification/kyc-status-view'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { getKycStatus } from '@/lib/backend/kyc'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('identification.title'), robots: { index: false } }
}

/** Identification (spec: /identification): KYC status and the documents still required. */
export default async function IdentificationPage({ params }: PageProps) {
  const page = await customerPage(params, 'identification')
  if (!page) return null
  const href = await requestHref()
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const status = page.session.bacNumber
    ? await getKycStatus(page.session, page.session.bacNumber)
    : null
  return (
    <PageSection
      headingId="identification-title"
      title={t('identification.title')}
      intro={t('identification.intro')}
    >
      {status?.ok ? (
        <KycStatusView
          status={status.data}
          links={{
            idDocument: href('uploadIdDocument'),
            proofOfAddress: href('uploadProofOfAddress'),
          }}
        />
      ) : (
        <ServiceFailureNotice message={t('errors.failed')} retryLabel={t('retry')} />
      )}
    </PageSection>
  )
}
