import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { eq, inArray, sql } from 'drizzle-orm'
import { bookingLineCounts, bookingLines, bookings, ledgerAccounts } from '../../db/schema'
import { listedKinds } from './ledger-accounts'
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
  portfolioId?: string | null
  /** A management fee's month. */
  period?: string | null
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
 * the database's floor check refuses a customer account below zero. Each side on a customer's
 * own account gets its line and its count in the same transaction.
 */
export async function postBooking(tx: LedgerTx, booking: NewBooking): Promise<string> {
  if (!Number.isSafeInteger(booking.amount) || booking.amount <= 0) {
    throw new LedgerRuleError(`booking amount must be a positive integer: ${booking.amount}`)
  }
  const accounts = await tx
    .select({
      id: ledgerAccounts.id,
      currency: ledgerAccounts.currency,
      kind: ledgerAccounts.kind,
      customerId: ledgerAccounts.customerId,
    })
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
  const [inserted] = await tx
    .insert(bookings)
    .values({
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
      portfolioId: booking.portfolioId ?? null,
      period: booking.period ?? null,
      counterparty: booking.counterparty ?? null,
      counterpartyIban: booking.counterpartyIban ?? null,
      reference: booking.reference,
    })
    .returning({ sequence: bookings.sequence })
  const sequence = inserted?.sequence
  if (sequence === undefined) throw new LedgerRuleError(`booking ${id} was not stored`)
  const sides = [
    { direction: 'CREDIT', account: accounts.find((a) => a.id === booking.toAccountId) },
    { direction: 'DEBIT', account: accounts.find((a) => a.id === booking.fromAccountId) },
  ]
  for (const { direction, account } of sides) {
    if (!account?.customerId || !listedKinds.has(account.kind)) continue
    await tx.insert(bookingLines).values({
      sequence,
      direction,
      customerId: account.customerId,
      accountId: account.id,
      account: account.kind,
      type: booking.type,
      currency: booking.currency,
      bookingDate: booking.bookingDate,
      amount: booking.amount,
    })
    await tx
      .insert(bookingLineCounts)
      .values({
        customerId: account.customerId,
        accountId: account.id,
        type: booking.type,
        currency: booking.currency,
        lines: 1,
      })
      .onConflictDoUpdate({
        target: [bookingLineCounts.customerId, bookingLineCounts.accountId, bookingLineCounts.type],
        set: { lines: sql`${bookingLineCounts.lines} + 1` },
      })
  }
  return id
}
