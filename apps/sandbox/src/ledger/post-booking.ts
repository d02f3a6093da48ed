import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { eq, inArray, sql } from 'drizzle-orm'
import { bookings, ledgerAccounts } from '../db/schema'
import { newLedgerId } from './ledger-ids'
import type { BookingType, LedgerTx } from './ledger-transaction'

export interface NewBooking {
  type: BookingType
  fromAccountId: string
  toAccountId: string
  amount: number
  currency: string
  bookingDate: CalendarDate
  bookedAt: string
  customerId: string | null
  depositId?: string | null
  orderId?: string | null
  counterparty?: string | null
  counterpartyIban?: string | null
  reference: string
}

/** Thrown for a booking that breaks the ledger's rules: a bug in the caller, never user input. */
export class LedgerRuleError extends Error {
  override name = 'LedgerRuleError'
}

/**
 * Moves a positive whole amount from one account to another of the same currency, in the
 * caller's transaction. Both balances change in the same statement pair as the booking row;
 * the database's floor check refuses a customer account below zero.
 */
export async function postBooking(tx: LedgerTx, booking: NewBooking): Promise<string> {
  if (!Number.isSafeInteger(booking.amount) || booking.amount <= 0) {
    throw new LedgerRuleError(`booking amount must be a positive integer: ${booking.amount}`)
  }
  const accounts = await tx
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [booking.fromAccountId, booking.toAccountId]))
  if (accounts.length !== 2 || accounts.some((a) => a.currency !== booking.currency)) {
    throw new LedgerRuleError(
      `booking ${booking.fromAccountId} → ${booking.toAccountId} needs two ${booking.currency} accounts`,
    )
  }
  await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} - ${booking.amount}` })
    .where(eq(ledgerAccounts.id, booking.fromAccountId))
  await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${booking.amount}` })
    .where(eq(ledgerAccounts.id, booking.toAccountId))
  const id = newLedgerId()
  await tx.insert(bookings).values({
    id,
    type: booking.type,
    fromAccountId: booking.fromAccountId,
    toAccountId: booking.toAccountId,
    amount: booking.amount,
    currency: booking.currency,
    bookingDate: booking.bookingDate,
    valueDate: booking.bookingDate,
    bookedAt: booking.bookedAt,
    customerId: booking.customerId,
    depositId: booking.depositId ?? null,
    orderId: booking.orderId ?? null,
    counterparty: booking.counterparty ?? null,
    counterpartyIban: booking.counterpartyIban ?? null,
    reference: booking.reference,
  })
  return id
}
