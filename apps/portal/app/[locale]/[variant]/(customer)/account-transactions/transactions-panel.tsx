import type { BookingPage } from '@portal/api-clients/contracts/savings'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Pagination } from '@portal/ui/pagination'
import { getTranslations } from 'next-intl/server'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { BookingTable } from '@/components/transactions/booking-table'
import { nothingToRead, type ServiceResult } from '@/lib/backend/service-result'
import { requestLocale } from '@/lib/page/request-locale'
import type { Href } from '@/lib/routing/href'
import type { Session } from '@/lib/session/get-session'
import { type BookingFilters, bookingFiltersParams } from '@/lib/transactions/booking-filters'

interface TransactionsPanelProps {
  session: Session
  /** The page of bookings the page asked for, streamed in here. */
  bookings: Promise<ServiceResult<BookingPage>>
  filters: BookingFilters
  href: Href
}

/** One page of bookings with the pager and the CSV export, the empty state, or the error. */
export async function TransactionsPanel({
  session,
  bookings,
  filters,
  href,
}: TransactionsPanelProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Customer.transactions' })
  const money = await getTranslations({ locale, namespace: 'Money.transactions' })
  const outcome = await bookings

  if (!outcome.ok && !nothingToRead(outcome.failure)) {
    return (
      <ServiceFailureNotice
        message={t(outcome.failure.reason === 'timeout' ? 'timeout' : 'failed')}
        retryLabel={t('retry')}
        testId="transactions-error"
      />
    )
  }
  const data = outcome.ok ? outcome.data : null
  if (!data || data.items.length === 0) {
    const filtered = Boolean(filters.from || filters.to || filters.type)
    return (
      <Alert variant="info" data-testid="transactions-empty">
        <AlertDescription>{filtered ? money('noneMatch') : t('empty')}</AlertDescription>
      </Alert>
    )
  }
  const pageCount = Math.ceil(data.total / data.pageSize)
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <a
          className="inline-block py-1 text-primary underline"
          href={href('transactionsExport', { query: bookingFiltersParams(filters, 1) })}
          data-testid="transactions-csv"
          download
        >
          {money('exportCsv')}
        </a>
      </p>
      <BookingTable
        bookings={data.items}
        caption={t('caption', { number: session.bacNumber ?? '' })}
      />
      <Pagination
        page={data.page}
        pageCount={pageCount}
        hrefFor={(target) =>
          href('accountTransactions', { query: bookingFiltersParams(filters, target) })
        }
        labels={{
          navigation: money('pages'),
          previous: money('previous'),
          next: money('next'),
          page: (target) => money('page', { page: target }),
        }}
      />
    </div>
  )
}
