import type { Transaction, TransactionType } from '@portal/api-clients/contracts/transactions'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { BookingType } from '../../bank/ledger/ledger-transaction'
import type { SandboxOrm } from '../../db/database'
import { banks, bookingLines, bookings, deposits, savingsOrders } from '../../db/schema'
import { lineIdOf } from './booking-views'

/** The ledger's booking types that the transaction account names the same. */
const sameName: ReadonlySet<string> = new Set<TransactionType>([
  'TRANSFER_IN',
  'DEPOSIT_PLACEMENT',
  'DEPOSIT_REPAYMENT',
  'INTEREST',
  'WITHHOLDING_TAX',
])

/**
 * The transaction account's word for a ledger booking on the settlement account: money back from
 * a deposit or a rejected order is a repayment; a payout, a withdrawal to the reference account or
 * a returned transfer leaves as a transfer out; the bank's refer-a-friend bonus comes in as a
 * transfer (the spec's list has no word of its own for it; its reference names it).
 */
export function transactionTypeOf(
  type: BookingType,
  direction: 'CREDIT' | 'DEBIT',
): TransactionType {
  if (sameName.has(type)) return type as TransactionType
  if (type === 'REFERRAL_BONUS') return 'TRANSFER_IN'
  return direction === 'CREDIT' ? 'DEPOSIT_REPAYMENT' : 'TRANSFER_OUT'
}

/**
 * The transaction account (`/das/v2`) is the customer's settlement account: its lines of the
 * savings ledger, newest first, with the partner bank as the other side of interest and deposits.
 */
export async function settlementTransactions(
  orm: SandboxOrm,
  customerId: string,
  limit: number,
): Promise<Transaction[]> {
  const rows = await orm
    .select({
      id: bookings.id,
      direction: bookingLines.direction,
      type: bookings.type,
      bookingDate: bookings.bookingDate,
      valueDate: bookings.valueDate,
      amount: bookings.amount,
      currency: bookings.currency,
      counterparty: bookings.counterparty,
      bankName: banks.name,
      reference: bookings.reference,
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.sequence, bookingLines.sequence))
    .leftJoin(deposits, eq(deposits.id, bookings.depositId))
    .leftJoin(savingsOrders, eq(savingsOrders.id, bookings.orderId))
    // a placement has its order, not yet a deposit: the bank is the order's
    .leftJoin(banks, eq(banks.id, sql`coalesce(${deposits.bankId}, ${savingsOrders.bankId})`))
    .where(and(eq(bookingLines.customerId, customerId), eq(bookingLines.account, 'settlement')))
    .orderBy(desc(bookingLines.sequence), asc(bookingLines.direction))
    .limit(limit)
  return rows.map((row) => {
    const direction = row.direction as Transaction['direction']
    const type = transactionTypeOf(row.type as BookingType, direction)
    return {
      id: lineIdOf(row.id, direction),
      bookingDate: row.bookingDate,
      valueDate: row.valueDate,
      type,
      direction,
      amount: row.amount,
      currency: row.currency,
      counterparty: type === 'WITHHOLDING_TAX' ? null : (row.counterparty ?? row.bankName),
      reference: row.reference,
    }
  })
}
