import type { BookingQuery, LedgerBooking } from '@portal/api-clients/contracts/savings'
import type { Session } from '@/lib/session/get-session'
import { type TaxYearSummary, taxSummaryOf } from '@/lib/transactions/tax-summary'
import { getBookings, getSavingsOverview } from './savings'
import { ok, type ServiceResult } from './service-result'

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
): Promise<ServiceResult<LedgerBooking[]>> {
  const all: LedgerBooking[] = []
  for (let page = 1; all.length < maxExportedBookings; page += 1) {
    const read = await getBookings(session, { ...filters, page, pageSize: 200 })
    if (!read.ok) return read
    all.push(...read.data.items)
    if (read.data.items.length < 200 || all.length >= read.data.total) break
  }
  return ok(all)
}

/** Interest and withheld tax per calendar year, bank and country, from the ledger's bookings. */
export async function getTaxSummary(session: Session): Promise<ServiceResult<TaxYearSummary[]>> {
  const [interest, tax, overview] = await Promise.all([
    getAllBookings(session, { type: 'INTEREST' }),
    getAllBookings(session, { type: 'WITHHOLDING_TAX' }),
    getSavingsOverview(session),
  ])
  if (!interest.ok) return interest
  if (!tax.ok) return tax
  if (!overview.ok) return overview
  return ok(taxSummaryOf([...interest.data, ...tax.data], overview.data.deposits))
}
