import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { BookingFiltersForm } from '@/components/transactions/booking-filters-form'
import { getBookings } from '@/lib/backend/savings'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'
import {
  bookingFiltersQuery,
  bookingsPageSize,
  readBookingFilters,
} from '@/lib/transactions/booking-filters'
import { TransactionsPanel } from './transactions-panel'
import { TransactionsSkeleton } from './transactions-skeleton'

type PageProps = {
  params: LocaleParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Customer.transactions' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * The ledger's bookings on the customer's accounts (spec: /account-transactions), filtered by
 * date range and type, in pages, exportable as CSV. The heading, filters and a skeleton stream
 * at once; the list follows when the service answers, or an error when it fails or passes its
 * 20000 ms timeout, so the page never hangs.
 */
export default async function TransactionsPage({ params, searchParams }: PageProps) {
  const page = await customerPage(params, 'accountTransactions')
  if (!page) return null
  const href = await requestHref()
  const t = await getTranslations({ locale: page.locale, namespace: 'Customer.transactions' })
  const money = await getTranslations({ locale: page.locale, namespace: 'Money.transactions' })
  const filters = readBookingFilters(await searchParams)
  const base = href('accountTransactions')
  return (
    <PageSection headingId="transactions-title" title={t('title')}>
      <p>{t('intro', { number: page.session.bacNumber ?? '' })}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a className="inline-block py-1 text-primary underline" href={href('taxSummary')}>
          {money('taxSummaryLink')}
        </a>
        <a className="inline-block py-1 text-primary underline" href={href('resolveOverdraft')}>
          {money('overdraftLink')}
        </a>
        <a className="inline-block py-1 text-primary underline" href={href('accountWithdrawal')}>
          {money('withdrawalLink')}
        </a>
        <a className="inline-block py-1 text-primary underline" href={href('products')}>
          {money('productsLink')}
        </a>
      </p>
      <BookingFiltersForm filters={filters} resetHref={base} />
      <Suspense
        key={bookingFiltersQuery(filters)}
        fallback={<TransactionsSkeleton label={t('loading')} />}
      >
        <TransactionsPanel
          session={page.session}
          bookings={getBookings(page.session, { ...filters, pageSize: bookingsPageSize })}
          filters={filters}
          href={href}
        />
      </Suspense>
    </PageSection>
  )
}
