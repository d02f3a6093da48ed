import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PasswordChangeForm } from '@/components/account-security/password-change-form'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { changePassword } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('password.title'), robots: { index: false } }
}

/** Change the password (spec: /user-account/edit/password). */
export default async function EditPasswordPage({ params }: PageProps) {
  const page = await customerPage(params, 'editPassword')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  return (
    <PageSection headingId="password-title" title={t('password.title')} intro={t('password.intro')}>
      <PasswordChangeForm action={changePassword} />
    </PageSection>
  )
}
