import { formatDate } from '@portal/domain/format'
import { textsIn } from '../../texts/catalogues'
import type { ReaderLanguage } from '../customers/reader-language'

/**
 * The references the bank writes on its own bookings. The ledger stores them in one canonical
 * form (English words, ISO dates), so a statement is the same whoever reads it; views write them
 * in the reader's language. A customer's or a transfer's own reference is never rewritten.
 */
export const bookingReference = {
  interest: (from: string, to: string) => `Interest ${from} – ${to}`,
  maturity: (on: string) => `Maturity ${on}`,
  notice: (from: string, to: string) => `Notice ${from} – ${to}`,
  withdrawal: (id: string) => `Withdrawal ${id}`,
  payout: (id: string) => `Payout ${id}`,
  referralBonus: 'Referral bonus',
}

const isoDate = '(\\d{4}-\\d{2}-\\d{2})'
const period = new RegExp(`^(Interest|Notice) ${isoDate} – ${isoDate}$`)
const maturity = new RegExp(`^Maturity ${isoDate}$`)
const movement = /^(Withdrawal|Payout) ([0-9a-f]{8})$/

/** A stored reference in the reader's language: the bank's own ones, others as they are. */
export function bookingReferenceIn(stored: string, reader: ReaderLanguage): string {
  const texts = textsIn(reader.language, reader.tag).bookings
  const date = (value: string) => formatDate(value, reader.tag)
  const spanned = period.exec(stored)
  if (spanned) {
    const [, kind, from = '', to = ''] = spanned
    return kind === 'Interest'
      ? texts.interest(date(from), date(to))
      : texts.notice(date(from), date(to))
  }
  const matured = maturity.exec(stored)
  if (matured) return texts.maturity(date(matured[1] ?? ''))
  if (stored === bookingReference.referralBonus) return texts.referralBonus
  const moved = movement.exec(stored)
  if (moved)
    return moved[1] === 'Withdrawal'
      ? texts.withdrawal(moved[2] ?? '')
      : texts.payout(moved[2] ?? '')
  return stored
}

/** A listed booking or transaction with its reference in the reader's language. */
export function referenceIn<T extends { reference: string }>(item: T, reader: ReaderLanguage): T {
  return { ...item, reference: bookingReferenceIn(item.reference, reader) }
}
