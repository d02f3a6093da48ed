import type { SavingsPlan } from '@portal/domain/investments/savings-plan'
import { and, eq } from 'drizzle-orm'
import {
  investmentPortfolios,
  investmentPositions,
  type investmentSavingsPlans,
} from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { LedgerTx } from '../ledger/ledger-transaction'

export type PortfolioRow = typeof investmentPortfolios.$inferSelect
type PlanRow = typeof investmentSavingsPlans.$inferSelect

export const portfolioNotFound = (id: string) =>
  new ServiceError(404, 'portfolioNotFound', `Portfolio ${id} not found`)

/** The customer's portfolio, locked for the rest of the transaction; undefined if not theirs. */
export async function lockedPortfolio(tx: LedgerTx, customerId: string, portfolioId: string) {
  const [row] = await tx
    .select()
    .from(investmentPortfolios)
    .where(
      and(
        eq(investmentPortfolios.id, portfolioId),
        eq(investmentPortfolios.customerId, customerId),
      ),
    )
    .for('update')
  return row
}

export function positionsOf(tx: LedgerTx, portfolioId: string) {
  return tx
    .select()
    .from(investmentPositions)
    .where(eq(investmentPositions.portfolioId, portfolioId))
}

/** A stored savings plan as the domain's `SavingsPlan`. */
export function savingsPlanOf(row: PlanRow): SavingsPlan {
  return {
    amount: row.amount,
    dayOfMonth: row.dayOfMonth,
    startDate: row.startDate,
    ...(row.pauseFrom
      ? { pause: { from: row.pauseFrom, ...(row.pauseUntil ? { until: row.pauseUntil } : {}) } }
      : {}),
  }
}
