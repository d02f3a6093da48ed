import type { YearInterest } from '@portal/api-clients/contracts/savings'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { bookingLines } from '../../db/schema'

const lines = bookingLines
const yearRows = preparedPerDatabase((orm) =>
  orm
    .select({
      currency: lines.currency,
      type: lines.type,
      net: sql<string>`sum(case when ${lines.direction} = 'CREDIT' then ${lines.amount} else -${lines.amount} end)`,
    })
    .from(lines)
    .where(
      and(
        eq(lines.customerId, sql.placeholder('customerId')),
        inArray(lines.type, ['INTEREST', 'WITHHOLDING_TAX']),
        gte(lines.bookingDate, sql.placeholder('from')),
        lte(lines.bookingDate, sql.placeholder('to')),
      ),
    )
    .groupBy(lines.currency, lines.type)
    .orderBy(asc(lines.currency))
    .prepare('year_interest'),
)

/**
 * Interest booked and tax withheld since 1 January of `today`, per currency, summed by the
 * database over this year's lines of the customer's own accounts (one index range), never paged
 * through. Interest counts into the customer's accounts, withheld tax out of them.
 */
export async function yearInterestOf(
  orm: SandboxOrm,
  customerId: string,
  today: CalendarDate,
): Promise<YearInterest[]> {
  const rows = await yearRows(orm).execute({
    customerId,
    from: `${today.slice(0, 4)}-01-01`,
    to: today,
  })
  const byCurrency = new Map<string, YearInterest>()
  for (const row of rows) {
    const entry = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      amount: 0,
      withheldTax: 0,
    }
    const net = Number(row.net)
    if (row.type === 'INTEREST') entry.amount += net
    else entry.withheldTax -= net
    byCurrency.set(row.currency, entry)
  }
  return [...byCurrency.values()]
}
