import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { VerifyIdentityForm } from '@/components/identification/verify-identity-form'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { verifyIdentity } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('referenceAccountForm.verifyTitle'), robots: { index: false } }
}

/** Step 1 of a reference-account change (spec: /my-details/reference-account/verify-identity). */
export default async function VerifyIdentityPage({ params }: PageProps) {
  const page = await customerPage(params, 'verifyIdentity')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  return (
    <PageSection
      headingId="verify-title"
      title={t('referenceAccountForm.verifyTitle')}
      intro={t('referenceAccountForm.verifyIntro')}
    >
      <VerifyIdentityForm action={verifyIdentity} />
    </PageSection>
  )
}
