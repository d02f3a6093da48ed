import 'server-only'
import type { LedgerBooking, LedgerBookingType } from '@portal/api-clients/contracts/savings'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { getBookings } from '@/lib/backend/savings'
import type { Session } from '@/lib/session/get-session'
import { interestOfBookings, startOfYear, type YearInterest } from './dashboard-figures'

const pageSize = 200

/**
 * Interest booked and tax withheld since 1 January of the ledger's `today`, per currency, from
 * the ledger's own bookings (interest and tax only, all pages; the later pages in parallel).
 */
export async function interestThisYear(
  session: Session,
  today: CalendarDate,
): Promise<YearInterest[] | 'failed'> {
  const types: LedgerBookingType[] = ['INTEREST', 'WITHHOLDING_TAX']
  const pages = await Promise.all(types.map((type) => allBookings(session, type, today)))
  if (pages.includes('failed')) return 'failed'
  return interestOfBookings(pages.flatMap((page) => (page === 'failed' ? [] : page)))
}

async function allBookings(
  session: Session,
  type: LedgerBookingType,
  today: CalendarDate,
): Promise<LedgerBooking[] | 'failed'> {
  const query = { type, from: startOfYear(today), to: today, pageSize }
  const first = await getBookings(session, { ...query, page: 1 })
  if (first.status === 'none') return []
  if (first.status !== 'loaded') return 'failed'
  const pageCount = Math.ceil(first.data.total / pageSize)
  const rest = await Promise.all(
    Array.from({ length: Math.max(pageCount - 1, 0) }, (_, index) =>
      getBookings(session, { ...query, page: index + 2 }),
    ),
  )
  if (rest.some((page) => page.status !== 'loaded')) return 'failed'
  return [first, ...rest].flatMap((page) => (page.status === 'loaded' ? page.data.items : []))
}
