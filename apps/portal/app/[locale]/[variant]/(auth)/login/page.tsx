import { Alert, AlertDescription } from '@portal/ui/alert'
import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { AuthAlternative } from '@/app/[locale]/[variant]/(auth)/auth-alternative'
import { pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'
import { LoginForm } from './login-form'

type LoginPageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const notices = {
  idle: 'reasonIdle',
  ended: 'reasonEnded',
  loggedOut: 'loggedOut',
  registered: 'registered',
  registeredWithoutReferral: 'registeredWithoutReferral',
  blocked: 'reasonBlocked',
} as const

export default async function LoginPage({ params, searchParams }: LoginPageProps) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'Auth' })
  const next = typeof query.next === 'string' ? query.next : ''
  const reason = typeof query.reason === 'string' ? query.reason : ''
  const notice = Object.hasOwn(notices, reason) ? notices[reason as keyof typeof notices] : null

  return (
    <PageSection headingId="login-title" title={t('login.title')} intro={t('login.intro')}>
      {notice ? (
        <Alert variant="info" data-testid="login-notice">
          <AlertDescription>{t(`login.${notice}`)}</AlertDescription>
        </Alert>
      ) : null}
      <LoginForm next={next} />
      <AuthAlternative
        question={t('login.noAccount')}
        href={(await requestHref())('register')}
        link={t('login.registerLink')}
      />
    </PageSection>
  )
}
