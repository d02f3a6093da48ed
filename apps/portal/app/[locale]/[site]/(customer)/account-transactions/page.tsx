import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { PageSection } from '@/components/shell/page-section'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/site/page-site'
import { TransactionsPanel } from './transactions-panel'
import { TransactionsSkeleton } from './transactions-skeleton'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Customer.transactions' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * The transaction account's bookings (spec: /account-transactions). The heading and a skeleton
 * stream at once; the list follows when the transaction service answers, or an error when it
 * fails or passes its 20000 ms timeout, so the page never hangs.
 */
export default async function TransactionsPage({ params }: PageProps) {
  const page = await customerPage(params, 'accountTransactions')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'Customer.transactions' })
  return (
    <PageSection headingId="transactions-title" title={t('title')}>
      <p>{t('intro', { number: page.session.bacNumber ?? '' })}</p>
      <Suspense fallback={<TransactionsSkeleton label={t('loading')} />}>
        <TransactionsPanel session={page.session} locale={page.locale} />
      </Suspense>
    </PageSection>
  )
}
