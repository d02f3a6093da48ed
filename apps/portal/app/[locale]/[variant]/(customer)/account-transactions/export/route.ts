import { marketOf } from '@portal/domain/markets'
import { getTranslations } from 'next-intl/server'
import { getAllBookings } from '@/lib/backend/transactions'
import { requestLocale } from '@/lib/page/request-locale'
import { getSession } from '@/lib/session/get-session'
import { readBookingFilters } from '@/lib/transactions/booking-filters'
import { bookingsCsv } from '@/lib/transactions/bookings-csv'

/**
 * The filtered bookings as CSV in the page's language. The session is checked here (not only by the middleware); the
 * sandbox answers only the session's own customer account.
 */
export async function GET(request: Request) {
  const session = await getSession()
  if (!session?.bacNumber) return new Response(null, { status: 401 })
  const { page: _page, ...filters } = readBookingFilters(
    Object.fromEntries(new URL(request.url).searchParams),
  )
  const outcome = await getAllBookings(session, filters)
  if (!outcome.ok) {
    return new Response(null, { status: 503, headers: { 'retry-after': '10' } })
  }
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Customer.transactions' })
  const market = marketOf(locale)
  return new Response(bookingsCsv(outcome.data, market.intlTag, t, market.accountScheme), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="bookings-${session.bacNumber}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
