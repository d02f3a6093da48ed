import { getTranslations } from 'next-intl/server'
import { PageSection } from '@/components/shell/page-section'
import { requireSession } from '@/lib/session/get-session'
import { type LocaleParams, pageLocale } from '@/lib/site/page-site'
import { SetPasswordForm } from './set-password-form'

export default async function SetPasswordPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  await requireSession('setPassword')
  const t = await getTranslations({ locale, namespace: 'Auth.setPassword' })
  return (
    <PageSection headingId="set-password-title" title={t('title')}>
      <SetPasswordForm />
    </PageSection>
  )
}
