import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isPortalLocale } from '@/i18n/locales'
import { requireSession } from '@/lib/session/get-session'
import { SetPasswordForm } from './set-password-form'

export default async function SetPasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  await requireSession('/set-password')
  const t = await getTranslations({ locale, namespace: 'Auth.setPassword' })
  return (
    <section aria-labelledby="set-password-title" className="space-y-6">
      <h1 id="set-password-title" className="text-3xl font-semibold">
        {t('title')}
      </h1>
      <SetPasswordForm />
    </section>
  )
}
