import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { AuthAlternative } from '@/app/[locale]/[variant]/(auth)/auth-alternative'
import { pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'
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
