import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isPortalLocale } from '@/i18n/locales'
import { LogoutButton } from './logout-button'

export default async function LogoutPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Auth' })
  return (
    <section aria-labelledby="logout-title" className="space-y-6">
      <h1 id="logout-title" className="text-3xl font-semibold">
        {t('logout.title')}
      </h1>
      <p className="text-neutral-700">{t('logout.intro')}</p>
      <LogoutButton variant="primary" />
    </section>
  )
}
