import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { minorUnitsToDecimal } from '@portal/domain/format'
import { csvDocument, csvLine } from './csv'

export const bookingsCsvHeader = [
  'booking_date',
  'value_date',
  'type',
  'account',
  'amount',
  'currency',
  'counterparty',
  'counterparty_iban',
  'reference',
  'booking_id',
] as const

/** A booking's amount as an exact decimal string in major units, money out negative. */
export function signedDecimal(booking: LedgerBooking): string {
  const minor = BigInt(booking.amount)
  return minorUnitsToDecimal(booking.direction === 'DEBIT' ? -minor : minor, booking.currency)
}

/** The bookings as CSV (UTF-8, comma, CRLF), amounts as decimal strings from the minor units. */
export function bookingsCsv(bookings: readonly LedgerBooking[]): string {
  return csvDocument([
    csvLine(bookingsCsvHeader),
    ...bookings.map((booking) =>
      csvLine([
        booking.bookingDate,
        booking.valueDate,
        booking.type,
        booking.account,
        { numeric: signedDecimal(booking) },
        booking.currency,
        booking.counterparty ?? '',
        booking.counterpartyIban ?? '',
        booking.reference,
        booking.id,
      ]),
    ),
  ])
}
