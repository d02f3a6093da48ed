import { randomUUID } from 'node:crypto'
import { nextExecutions } from '@portal/domain/investments/savings-plan-dates'
import { addBankDays } from '@portal/domain/money/bank-day'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { eq } from 'drizzle-orm'
import { investmentOrders, investmentSavingsPlans } from '../../db/schema'
import type { LedgerTx } from '../ledger/ledger-transaction'
import { bookPortfolio } from './portfolio-booking'
import { type PortfolioRow, savingsPlanOf } from './portfolio-rows'

/**
 * The savings plan's orders up to `today`: one per execution day (its due date makes it unique),
 * each debited from the reference account on that day and executed the bank day after.
 */
export async function createPlanOrders(
  tx: LedgerTx,
  portfolio: PortfolioRow,
  today: CalendarDate,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(investmentSavingsPlans)
    .where(eq(investmentSavingsPlans.portfolioId, portfolio.id))
  if (!row) return
  for (const execution of nextExecutions(savingsPlanOf(row), row.startDate, 480)) {
    if (execution.executionDate > today) break
    const id = randomUUID()
    const inserted = await tx
      .insert(investmentOrders)
      .values({
        id,
        portfolioId: portfolio.id,
        kind: 'savingsPlan',
        amount: row.amount,
        currency: portfolio.currency,
        status: 'pending',
        placedOn: execution.executionDate,
        executionDate: addBankDays(execution.executionDate, 1, portfolio.currency),
        planDueDate: execution.dueDate,
      })
      .onConflictDoNothing()
      .returning({ id: investmentOrders.id })
    if (inserted.length === 0) continue
    await bookPortfolio(tx, portfolio, {
      type: 'SAVINGS_PLAN_DEBIT',
      amount: row.amount,
      bookingDate: execution.executionDate,
      now,
      orderId: id,
    })
  }
}
