import type { Transaction } from '@portal/api-clients/contracts/transactions'
import { formatMoney } from '@portal/domain/format'

/** A booking's amount with its currency code and sign: money out is negative. */
export function signedAmount(transaction: Transaction, locale: string): string {
  const minor = BigInt(transaction.amount)
  return formatMoney(
    transaction.direction === 'DEBIT' ? -minor : minor,
    transaction.currency,
    locale,
  )
}

/** An ISO booking date (`2025-12-31`) in the locale's medium style, the same day everywhere. */
export function bookingDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}
