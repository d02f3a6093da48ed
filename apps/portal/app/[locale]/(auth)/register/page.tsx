import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isPortalLocale } from '@/i18n/locales'
import { localisedPath } from '@/lib/routing/get-region'
import { RegisterForm } from './register-form'

export default async function RegisterPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Auth.register' })
  return (
    <section aria-labelledby="register-title" className="space-y-6">
      <h1 id="register-title" className="text-3xl font-semibold">
        {t('title')}
      </h1>
      <p className="text-neutral-700">{t('intro')}</p>
      <RegisterForm />
      <p className="text-sm">
        {t('haveAccount')}{' '}
        <a className="text-primary underline" href={await localisedPath('/login')}>
          {t('loginLink')}
        </a>
      </p>
    </section>
  )
}
