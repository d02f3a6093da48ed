import { Alert, AlertDescription } from '@portal/ui/alert'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isPortalLocale } from '@/i18n/locales'
import { localisedPath } from '@/lib/routing/get-region'
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
} as const

export default async function LoginPage({ params, searchParams }: LoginPageProps) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'Auth' })
  const next = typeof query.next === 'string' ? query.next : ''
  const reason = typeof query.reason === 'string' ? query.reason : ''
  const notice = Object.hasOwn(notices, reason) ? notices[reason as keyof typeof notices] : null

  return (
    <section aria-labelledby="login-title" className="space-y-6">
      <h1 id="login-title" className="text-3xl font-semibold">
        {t('login.title')}
      </h1>
      <p className="text-neutral-700">{t('login.intro')}</p>
      {notice ? (
        <Alert variant="info" data-testid="login-notice">
          <AlertDescription>{t(`login.${notice}`)}</AlertDescription>
        </Alert>
      ) : null}
      <LoginForm next={next} />
      <p className="text-sm">
        {t('login.noAccount')}{' '}
        <a className="text-primary underline" href={await localisedPath('/register')}>
          {t('login.registerLink')}
        </a>
      </p>
    </section>
  )
}
