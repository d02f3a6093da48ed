import type { YearInterest } from '@portal/api-clients/contracts/savings'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { SandboxOrm } from '../../db/database'
import { bookings, ledgerAccounts } from '../../db/schema'

/**
 * Interest booked and tax withheld since 1 January of `today`, per currency, summed by the
 * database over the customer's own bookings (the customer index), never paged through: a
 * customer with 200 deposits and years of monthly interest asks one grouped query.
 * Interest counts into the customer's accounts, withheld tax out of them.
 */
export async function yearInterestOf(
  orm: SandboxOrm,
  customerId: string,
  today: CalendarDate,
): Promise<YearInterest[]> {
  const from = alias(ledgerAccounts, 'from_account')
  const to = alias(ledgerAccounts, 'to_account')
  const own = (account: typeof from | typeof to): SQL =>
    sql`(${account.customerId} = ${customerId} and ${account.kind} in ('settlement', 'deposit'))`
  const rows = await orm
    .select({
      currency: bookings.currency,
      type: bookings.type,
      into: sql<string>`sum(case when ${own(to)} then ${bookings.amount} else 0 end)`,
      outOf: sql<string>`sum(case when ${own(from)} then ${bookings.amount} else 0 end)`,
    })
    .from(bookings)
    .innerJoin(from, eq(from.id, bookings.fromAccountId))
    .innerJoin(to, eq(to.id, bookings.toAccountId))
    .where(
      and(
        eq(bookings.customerId, customerId),
        inArray(bookings.type, ['INTEREST', 'WITHHOLDING_TAX']),
        gte(bookings.bookingDate, `${today.slice(0, 4)}-01-01`),
        lte(bookings.bookingDate, today),
      ),
    )
    .groupBy(bookings.currency, bookings.type)
    .orderBy(asc(bookings.currency))
  const byCurrency = new Map<string, YearInterest>()
  for (const row of rows) {
    const entry = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      amount: 0,
      withheldTax: 0,
    }
    const net = Number(row.into) - Number(row.outOf)
    if (row.type === 'INTEREST') entry.amount += net
    else entry.withheldTax -= net
    byCurrency.set(row.currency, entry)
  }
  return [...byCurrency.values()]
}
