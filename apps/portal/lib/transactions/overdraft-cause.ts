import type { LedgerBooking } from '@portal/api-clients/contracts/savings'

/**
 * The booking that took a settlement account below zero: its latest debit. `bookings` come
 * newest first (as the ledger lists them); on the same booking date the one listed first wins.
 */
export function latestSettlementDebit(
  bookings: readonly LedgerBooking[],
  currency: string,
): LedgerBooking | undefined {
  let latest: LedgerBooking | undefined
  for (const booking of bookings) {
    if (booking.account !== 'settlement' || booking.direction !== 'DEBIT') continue
    if (booking.currency !== currency) continue
    if (!latest || booking.bookingDate > latest.bookingDate) latest = booking
  }
  return latest
}
