import type {
  BookingPage,
  BookingQuery,
  LedgerBooking,
} from '@portal/api-clients/contracts/savings'
import { and, asc, desc, eq, gte, lte, type SQL, sql, sum } from 'drizzle-orm'
import { accountIds } from '../../bank/ledger/ledger-accounts'
import type { SandboxOrm } from '../../db/database'
import {
  banks,
  bookingLineCounts,
  bookingLines,
  bookings,
  deposits,
  offers,
  savingsOrders,
} from '../../db/schema'

type Filter = Omit<BookingQuery, 'page' | 'pageSize'> & { page: number; pageSize: number }

/**
 * A customer's bookings, newest first: one line per side that touches one of the customer's own
 * accounts, so a repayment from a deposit shows as a debit there and a credit on settlement.
 * The page walks the customer's lines by index; the total comes from the per-account line
 * counts, and is counted only when a date range asks for part of the history.
 */
export async function bookingPage(
  orm: SandboxOrm,
  customerId: string,
  filter: Filter,
): Promise<BookingPage> {
  const where = and(eq(bookingLines.customerId, customerId), ...lineConditions(filter))
  const rows = await orm
    .select({
      id: bookings.id,
      direction: bookingLines.direction,
      account: bookingLines.account,
      bookingDate: bookings.bookingDate,
      valueDate: bookings.valueDate,
      type: bookings.type,
      amount: bookings.amount,
      currency: bookings.currency,
      depositId: bookings.depositId,
      orderId: bookings.orderId,
      counterparty: bookings.counterparty,
      counterpartyIban: bookings.counterpartyIban,
      reference: bookings.reference,
      bankName: banks.name,
      bankCountry: banks.countryCode,
      productType: offers.productType,
      termMonths: offers.termMonths,
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.sequence, bookingLines.sequence))
    .leftJoin(deposits, eq(deposits.id, bookings.depositId))
    .leftJoin(savingsOrders, eq(savingsOrders.id, bookings.orderId))
    // a placement has its order, not yet a deposit: bank and product are the order's offer's
    .leftJoin(offers, eq(offers.id, sql`coalesce(${deposits.offerId}, ${savingsOrders.offerId})`))
    .leftJoin(banks, eq(banks.id, offers.bankId))
    .where(where)
    // a booking between two own accounts: its credit line before its debit line
    .orderBy(desc(bookingLines.sequence), asc(bookingLines.direction))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
  const items: LedgerBooking[] = rows.map((row) => ({
    id: lineIdOf(row.id, row.direction as LedgerBooking['direction']),
    bookingDate: row.bookingDate,
    valueDate: row.valueDate,
    type: row.type as LedgerBooking['type'],
    direction: row.direction as LedgerBooking['direction'],
    amount: row.amount,
    currency: row.currency,
    account: row.account === 'deposit' ? 'deposit' : 'settlement',
    depositId: row.depositId,
    orderId: row.orderId,
    counterparty: row.counterparty,
    counterpartyIban: row.counterpartyIban,
    reference: row.reference,
    bank: row.bankName && row.bankCountry ? { name: row.bankName, country: row.bankCountry } : null,
    productType: row.productType ?? null,
    termMonths: row.termMonths ?? null,
  }))
  const total = await lineCount(orm, customerId, filter)
  return { items, page: filter.page, pageSize: filter.pageSize, total }
}

/** A line's id: its booking's and its side's, the same in every list that shows the line. */
export function lineIdOf(bookingId: string, direction: 'CREDIT' | 'DEBIT'): string {
  return `${bookingId}-${direction === 'CREDIT' ? 'C' : 'D'}`
}

/** How many lines the filter selects: kept counts, or counted lines for a date range. */
async function lineCount(orm: SandboxOrm, customerId: string, filter: Filter): Promise<number> {
  if (filter.from || filter.to) {
    const [row] = await orm
      .select({ lines: sql<number>`count(*)`.mapWith(Number) })
      .from(bookingLines)
      .where(and(eq(bookingLines.customerId, customerId), ...lineConditions(filter)))
    return row?.lines ?? 0
  }
  const counts = bookingLineCounts
  const [row] = await orm
    .select({ lines: sum(counts.lines).mapWith(Number) })
    .from(counts)
    .where(
      and(
        eq(counts.customerId, customerId),
        filter.type ? eq(counts.type, filter.type) : undefined,
        filter.currency ? eq(counts.currency, filter.currency) : undefined,
        filter.depositId ? eq(counts.accountId, accountIds.deposit(filter.depositId)) : undefined,
      ),
    )
  return row?.lines ?? 0
}

/** The filter on the lines: booking type, currency, date range, one deposit's account. */
function lineConditions(filter: Filter): SQL[] {
  const where: SQL[] = []
  if (filter.currency) where.push(eq(bookingLines.currency, filter.currency))
  if (filter.type) where.push(eq(bookingLines.type, filter.type))
  if (filter.from) where.push(gte(bookingLines.bookingDate, filter.from))
  if (filter.to) where.push(lte(bookingLines.bookingDate, filter.to))
  if (filter.depositId) {
    where.push(eq(bookingLines.accountId, accountIds.deposit(filter.depositId)))
  }
  return where
}
