import { addDays, addMonths, type CalendarDate } from '@portal/domain/money/calendar-date'
import { and, asc, eq, lte } from 'drizzle-orm'
import { bookings, investmentOrders } from '../../db/schema'
import type { LedgerTx } from '../ledger/ledger-transaction'
import { executeOrder } from './execute-order'
import { chargeManagementFee } from './management-fee'
import { createPlanOrders } from './plan-orders'
import type { PortfolioRow } from './portfolio-rows'
import type { PriceBook } from './price-book'

const monthEnd = (date: CalendarDate): CalendarDate =>
  addDays(addMonths(`${date.slice(0, 8)}01`, 1), -1)

async function executeDue(
  tx: LedgerTx,
  portfolio: PortfolioRow,
  through: CalendarDate,
  prices: PriceBook,
  now: Date,
) {
  const due = await tx
    .select()
    .from(investmentOrders)
    .where(
      and(
        eq(investmentOrders.portfolioId, portfolio.id),
        eq(investmentOrders.status, 'pending'),
        lte(investmentOrders.executionDate, through),
      ),
    )
    .orderBy(asc(investmentOrders.executionDate))
  for (const order of due) await executeOrder(tx, portfolio, order, prices, now)
}

/**
 * Books whatever fell due for a (locked) portfolio up to `today`, month by month: the savings
 * plan's orders, the orders due by each month's end, then that month's fee (once per month:
 * the ledger keeps the fee's month), and finally the orders due by today.
 */
export async function catchUpPortfolio(
  tx: LedgerTx,
  portfolio: PortfolioRow,
  today: CalendarDate,
  prices: PriceBook,
  now: Date,
): Promise<void> {
  await createPlanOrders(tx, portfolio, today, now)
  const fees = await tx
    .select({ period: bookings.period })
    .from(bookings)
    .where(and(eq(bookings.portfolioId, portfolio.id), eq(bookings.type, 'MANAGEMENT_FEE')))
  const charged = new Set(fees.map((row) => row.period))
  for (
    let month = monthEnd(portfolio.openedOn);
    month < today;
    month = monthEnd(addDays(month, 1))
  ) {
    await executeDue(tx, portfolio, month, prices, now)
    if (!charged.has(month.slice(0, 7))) {
      await chargeManagementFee(tx, portfolio, month, prices, now)
    }
  }
  await executeDue(tx, portfolio, today, prices, now)
}
