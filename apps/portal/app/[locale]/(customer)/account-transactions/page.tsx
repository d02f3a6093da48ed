import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'
import { isPortalLocale } from '@/i18n/locales'
import { areCustomerServicesUnavailable } from '@/lib/customer/customer-services-state'
import { requireSession } from '@/lib/session/get-session'
import { TransactionsPanel } from './transactions-panel'
import { TransactionsSkeleton } from './transactions-skeleton'

type PageProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Customer.transactions' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * The transaction account's bookings (spec: /account-transactions). The heading and a skeleton
 * stream at once; the list follows when the transaction service answers, or an error when it
 * fails or passes its 20000 ms timeout, so the page never hangs.
 */
export default async function TransactionsPage({ params }: PageProps) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  // The layout shows the unavailable state instead; asking the backend would only wait for it
  // (and with the identity provider down there may be no verified session to require).
  if (await areCustomerServicesUnavailable()) return null
  const session = await requireSession('/account-transactions')
  const t = await getTranslations({ locale, namespace: 'Customer.transactions' })

  return (
    <section aria-labelledby="transactions-title" className="space-y-4">
      <h1 id="transactions-title" className="text-3xl font-semibold">
        {t('title')}
      </h1>
      <p>{t('intro', { number: session.bacNumber ?? '' })}</p>
      <Suspense fallback={<TransactionsSkeleton label={t('loading')} />}>
        <TransactionsPanel session={session} locale={locale} />
      </Suspense>
    </section>
  )
}
