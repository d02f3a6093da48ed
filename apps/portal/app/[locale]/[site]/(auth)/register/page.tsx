import { getTranslations } from 'next-intl/server'
import { PageSection } from '@/components/shell/page-section'
import { requestHref } from '@/lib/routing/request-href'
import { pageLocale } from '@/lib/site/page-site'
import { AuthAlternative } from '../auth-alternative'
import { RegisterForm } from './register-form'

export default async function RegisterPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Auth.register' })
  return (
    <PageSection headingId="register-title" title={t('title')} intro={t('intro')}>
      <RegisterForm />
      <AuthAlternative
        question={t('haveAccount')}
        href={(await requestHref())('login')}
        link={t('loginLink')}
      />
    </PageSection>
  )
}
