import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { DetailsSkeleton } from '@/components/customer/details-skeleton'
import { listKycCases } from '@/lib/backend/kyc'
import { getAccountContext } from '@/lib/customer/account-context'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { MyDetailsPanel } from './my-details-panel'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('myDetails.title'), robots: { index: false } }
}

/** My details (spec: /my-details): the account, every person and the reference accounts. */
export default async function MyDetailsPage({ params }: PageProps) {
  const page = await customerPage(params, 'myDetails')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const bacNumber = page.session.bacNumber
  return (
    <PageSection
      headingId="my-details-title"
      title={t('myDetails.title')}
      intro={t('myDetails.intro')}
    >
      <Suspense fallback={<DetailsSkeleton label={t('loading')} />}>
        <MyDetailsPanel
          account={getAccountContext(page.session)}
          referenceChanges={bacNumber ? listKycCases(page.session, bacNumber) : null}
        />
      </Suspense>
    </PageSection>
  )
}
