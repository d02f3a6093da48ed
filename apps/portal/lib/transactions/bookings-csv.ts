import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { type AccountScheme, accountOfKey } from '@portal/domain/customer-data/account-identifier'
import { minorUnitsToDecimal } from '@portal/domain/format'
import type customerMessages from '../../../../languages/en/portal/customer.json'
import { localisedCsv, sheetDate, sheetDecimal } from './csv'

/** A booking's amount as an exact decimal string in major units, money out negative. */
export function signedDecimal(booking: LedgerBooking): string {
  const minor = BigInt(booking.amount)
  return minorUnitsToDecimal(booking.direction === 'DEBIT' ? -minor : minor, booking.currency)
}

type Transactions = (typeof customerMessages)['Customer']['transactions']
type KeysOf<Group extends 'columns' | 'csv' | 'types' | 'accounts'> =
  `${Group}.${keyof Transactions[Group] & string}`

/** Words of `Customer.transactions` (column titles, booking types, accounts). */
export type TransactionsWords = (
  key: KeysOf<'columns'> | KeysOf<'csv'> | KeysOf<'types'> | KeysOf<'accounts'>,
) => string

/**
 * The bookings as CSV for spreadsheets of the page's language (UTF-8, CRLF): every column titled
 * in that language, dates and decimals as its spreadsheets read them, booking types and accounts
 * in words; the booking number identifies a booking. Amounts come from the minor units as exact
 * decimal strings. Where the market names accounts by routing and account number (`scheme`
 * 'aba'), the other party's column says so and holds them as `routing account`.
 */
export function bookingsCsv(
  bookings: readonly LedgerBooking[],
  tag: string,
  t: TransactionsWords,
  scheme: AccountScheme = 'iban',
): string {
  const header = [
    t('columns.date'),
    t('csv.valueDate'),
    t('columns.type'),
    t('csv.account'),
    t('columns.amount'),
    t('csv.currency'),
    t('columns.counterparty'),
    scheme === 'aba' ? t('csv.counterpartyAccount') : t('csv.counterpartyIban'),
    t('columns.reference'),
    t('csv.bookingId'),
  ]
  const rows = bookings.map((booking) => [
    sheetDate(booking.bookingDate, tag),
    sheetDate(booking.valueDate, tag),
    t(`types.${booking.type}`),
    t(`accounts.${booking.account}`),
    sheetDecimal(signedDecimal(booking), tag),
    booking.currency,
    booking.counterparty ?? '',
    counterpartyAccountText(booking.counterpartyIban),
    booking.reference,
    booking.id,
  ])
  return localisedCsv(tag, header, rows)
}

/** The ledger's account key as a spreadsheet shows it: an IBAN, or routing and account number. */
function counterpartyAccountText(key: string | null): string {
  const account = key ? accountOfKey(key) : undefined
  return account?.scheme === 'aba'
    ? `${account.routingNumber} ${account.accountNumber}`
    : (key ?? '')
}
