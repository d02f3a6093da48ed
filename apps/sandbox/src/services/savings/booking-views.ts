import type {
  BookingPage,
  BookingQuery,
  LedgerBooking,
} from '@portal/api-clients/contracts/savings'
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import { alias, unionAll } from 'drizzle-orm/pg-core'
import type { SandboxOrm } from '../../db/database'
import { bookings, ledgerAccounts } from '../../db/schema'
import { accountIds } from '../../ledger/ledger-accounts'

type Filter = Omit<BookingQuery, 'page' | 'pageSize'> & { page: number; pageSize: number }

const customerKinds = ['settlement', 'deposit']

/**
 * A customer's bookings, newest first: one row per side that touches one of the customer's own
 * accounts, so a repayment from a deposit shows as a debit there and a credit on settlement.
 */
export async function bookingPage(
  orm: SandboxOrm,
  customerId: string,
  filter: Filter,
): Promise<BookingPage> {
  const side = (direction: 'CREDIT' | 'DEBIT') => {
    const account = alias(ledgerAccounts, 'account')
    const accountColumn = direction === 'CREDIT' ? bookings.toAccountId : bookings.fromAccountId
    return orm
      .select({
        sequence: bookings.sequence,
        id: bookings.id,
        bookingDate: bookings.bookingDate,
        valueDate: bookings.valueDate,
        type: bookings.type,
        direction: sql<'CREDIT' | 'DEBIT'>`${direction}`.as('direction'),
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
          ...conditions(filter, accountColumn),
        ),
      )
  }
  const union = unionAll(side('CREDIT'), side('DEBIT')).as('customer_bookings')
  const rows = await orm
    .select()
    .from(union)
    .orderBy(desc(union.sequence), union.direction)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
  const [total] = await orm
    .select({ total: count() })
    .from(unionAll(side('CREDIT'), side('DEBIT')).as('counted'))
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
  return { items, page: filter.page, pageSize: filter.pageSize, total: total?.total ?? 0 }
}

function conditions(filter: Filter, accountColumn: SQLWrapper): SQL[] {
  const where: SQL[] = []
  if (filter.currency) where.push(eq(bookings.currency, filter.currency))
  if (filter.type) where.push(eq(bookings.type, filter.type))
  if (filter.depositId) where.push(eq(accountColumn, accountIds.deposit(filter.depositId)))
  if (filter.from) where.push(gte(bookings.bookingDate, filter.from))
  if (filter.to) where.push(lte(bookings.bookingDate, filter.to))
  return where
}
