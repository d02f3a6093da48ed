import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { AuthAlternative } from '@/app/[locale]/[variant]/(auth)/auth-alternative'
import { pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'
import { RegisterForm } from './register-form'

type RegisterPageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export default async function RegisterPage({ params, searchParams }: RegisterPageProps) {
  const locale = await pageLocale(params)
  const { ref } = await searchParams
  const t = await getTranslations({ locale, namespace: 'Auth.register' })
  return (
    <PageSection headingId="register-title" title={t('title')} intro={t('intro')}>
      <RegisterForm referralCode={typeof ref === 'string' ? ref.slice(0, 100) : ''} />
      <AuthAlternative
        question={t('haveAccount')}
        href={(await requestHref())('login')}
        link={t('loginLink')}
      />
    </PageSection>
  )
}
