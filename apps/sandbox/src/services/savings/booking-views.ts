import type {
  BookingPage,
  BookingQuery,
  LedgerBooking,
} from '@portal/api-clients/contracts/savings'
import { and, desc, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { SandboxOrm } from '../../db/database'
import { bookings, ledgerAccounts } from '../../db/schema'
import { accountIds } from '../../ledger/ledger-accounts'

type Filter = Omit<BookingQuery, 'page' | 'pageSize'> & { page: number; pageSize: number }

const customerKinds = ['settlement', 'deposit']

type Side = 'CREDIT' | 'DEBIT'

const accountColumnOf = (side: Side) =>
  side === 'CREDIT' ? bookings.toAccountId : bookings.fromAccountId

/**
 * A customer's bookings, newest first: one row per side that touches one of the customer's own
 * accounts, so a repayment from a deposit shows as a debit there and a credit on settlement.
 * Each side reads only the newest rows it can need for the page (the customer index walked
 * backwards), and the two are merged here; the total counts both sides in one pass.
 */
export async function bookingPage(
  orm: SandboxOrm,
  customerId: string,
  filter: Filter,
): Promise<BookingPage> {
  const needed = filter.page * filter.pageSize
  const side = (direction: Side) => {
    const account = alias(ledgerAccounts, 'account')
    const accountColumn = accountColumnOf(direction)
    return orm
      .select({
        sequence: bookings.sequence,
        id: bookings.id,
        bookingDate: bookings.bookingDate,
        valueDate: bookings.valueDate,
        type: bookings.type,
        amount: bookings.amount,
        currency: bookings.currency,
        accountKind: account.kind,
        depositId: bookings.depositId,
        orderId: bookings.orderId,
        counterparty: bookings.counterparty,
        counterpartyIban: bookings.counterpartyIban,
        reference: bookings.reference,
      })
      .from(bookings)
      .innerJoin(account, eq(account.id, accountColumn))
      .where(
        and(
          // the same customer as the account's, stated so the customer index finds the rows
          eq(bookings.customerId, customerId),
          eq(account.customerId, customerId),
          inArray(account.kind, customerKinds),
          ...conditions(filter),
          ...depositCondition(filter, direction),
        ),
      )
      .orderBy(desc(bookings.sequence))
      .limit(needed)
      .then((rows) => rows.map((row) => ({ ...row, direction })))
  }
  const [credits, debits, total] = await Promise.all([
    side('CREDIT'),
    side('DEBIT'),
    countLines(orm, customerId, filter),
  ])
  // newest first; a booking between two own accounts: its credit line before its debit line
  const rows = [...credits, ...debits]
    .sort((a, b) => b.sequence - a.sequence || a.direction.localeCompare(b.direction))
    .slice((filter.page - 1) * filter.pageSize, needed)
  const items: LedgerBooking[] = rows.map((row) => ({
    id: `${row.id}-${row.direction === 'CREDIT' ? 'C' : 'D'}`,
    bookingDate: row.bookingDate,
    valueDate: row.valueDate,
    type: row.type as LedgerBooking['type'],
    direction: row.direction,
    amount: row.amount,
    currency: row.currency,
    account: row.accountKind === 'deposit' ? 'deposit' : 'settlement',
    depositId: row.depositId,
    orderId: row.orderId,
    counterparty: row.counterparty,
    counterpartyIban: row.counterpartyIban,
    reference: row.reference,
  }))
  return { items, page: filter.page, pageSize: filter.pageSize, total }
}

/** How many lines the filter selects: each booking counts once per own account it touches. */
async function countLines(orm: SandboxOrm, customerId: string, filter: Filter): Promise<number> {
  const to = alias(ledgerAccounts, 'to_account')
  const from = alias(ledgerAccounts, 'from_account')
  const own = (account: { customerId: SQLWrapper; kind: SQLWrapper }, side: Side) =>
    and(
      eq(account.customerId, customerId),
      inArray(account.kind, customerKinds),
      ...depositCondition(filter, side),
    )
  const [row] = await orm
    .select({
      credits: sql<number>`count(*) filter (where ${own(to, 'CREDIT')})`.mapWith(Number),
      debits: sql<number>`count(*) filter (where ${own(from, 'DEBIT')})`.mapWith(Number),
    })
    .from(bookings)
    .leftJoin(to, eq(to.id, bookings.toAccountId))
    .leftJoin(from, eq(from.id, bookings.fromAccountId))
    .where(and(eq(bookings.customerId, customerId), ...conditions(filter)))
  return (row?.credits ?? 0) + (row?.debits ?? 0)
}

/** Only the lines on the filtered deposit's account. */
function depositCondition(filter: Filter, side: Side): SQL[] {
  return filter.depositId ? [eq(accountColumnOf(side), accountIds.deposit(filter.depositId))] : []
}

/** The filter on the booking itself; a deposit filter applies to each side's own account. */
function conditions(filter: Filter): SQL[] {
  const where: SQL[] = []
  if (filter.currency) where.push(eq(bookings.currency, filter.currency))
  if (filter.type) where.push(eq(bookings.type, filter.type))
  if (filter.from) where.push(gte(bookings.bookingDate, filter.from))
  if (filter.to) where.push(lte(bookings.bookingDate, filter.to))
  return where
}
