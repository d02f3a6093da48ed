import type { BookingQuery, LedgerBooking } from '@portal/api-clients/contracts/savings'
import type { ReadOutcome } from '@/lib/savings/read-outcome'
import type { Session } from '@/lib/session/get-session'
import { type TaxYearSummary, taxSummaryOf } from '@/lib/transactions/tax-summary'
import { getBookings, getSavingsOverview } from './savings'

/** The most bookings one export reads (100 pages of 200). */
export const maxExportedBookings = 20_000

/**
 * Every booking the filters select, newest first, for the CSV export and the tax summary: the
 * ledger's pages of 200 read one after another through the savings boundary (its 20000 ms
 * timeout per page, personal reads, ownership checked by the sandbox).
 */
export async function getAllBookings(
  session: Session,
  filters: Omit<BookingQuery, 'page' | 'pageSize'>,
): Promise<ReadOutcome<LedgerBooking[]>> {
  const all: LedgerBooking[] = []
  for (let page = 1; all.length < maxExportedBookings; page += 1) {
    const outcome = await getBookings(session, { ...filters, page, pageSize: 200 })
    if (outcome.status !== 'loaded') return outcome
    all.push(...outcome.data.items)
    if (outcome.data.items.length < 200 || all.length >= outcome.data.total) break
  }
  return { status: 'loaded', data: all }
}

/** Interest and withheld tax per calendar year, bank and country, from the ledger's bookings. */
export async function getTaxSummary(session: Session): Promise<ReadOutcome<TaxYearSummary[]>> {
  const [interest, tax, overview] = await Promise.all([
    getAllBookings(session, { type: 'INTEREST' }),
    getAllBookings(session, { type: 'WITHHOLDING_TAX' }),
    getSavingsOverview(session),
  ])
  for (const outcome of [interest, tax, overview]) {
    if (outcome.status !== 'loaded') return outcome as ReadOutcome<never>
  }
  if (interest.status !== 'loaded' || tax.status !== 'loaded' || overview.status !== 'loaded') {
    return { status: 'failed' }
  }
  return {
    status: 'loaded',
    data: taxSummaryOf([...interest.data, ...tax.data], overview.data.deposits),
  }
}
