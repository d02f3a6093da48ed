import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import type { Holding } from '@portal/domain/investments/etf'
import { etfByIsin } from '@portal/domain/investments/etf-universe'
import { managementFeeBasisPoints } from '@portal/domain/investments/investment-fees'
import {
  modelFeeBasisPoints,
  modelHoldings,
} from '@portal/domain/investments/risk-class-portfolios'
import type { SavingsPlan } from '@portal/domain/investments/savings-plan'
import { and, asc, eq } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import {
  investmentPortfolioHoldings,
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

/** The configured mix a portfolio was opened with, in its order; empty for a model portfolio. */
export async function ownHoldings(
  tx: LedgerTx | SandboxOrm,
  portfolioId: string,
): Promise<Holding[]> {
  const rows = await tx
    .select()
    .from(investmentPortfolioHoldings)
    .where(eq(investmentPortfolioHoldings.portfolioId, portfolioId))
    .orderBy(asc(investmentPortfolioHoldings.position))
  return rows.map((row) => {
    const etf = etfByIsin(row.isin)
    if (etf === undefined)
      throw new RangeError(`Portfolio ${portfolioId} holds unknown ${row.isin}`)
    return { etf, weightBasisPoints: row.weightBasisPoints }
  })
}

/**
 * What a portfolio buys and what it pays for management: its own mix at the configurator's fee,
 * else its class's model portfolio and fee.
 */
export async function portfolioMandate(
  tx: LedgerTx,
  portfolio: PortfolioRow,
): Promise<{ holdings: Holding[]; feeBasisPoints: number }> {
  const own = await ownHoldings(tx, portfolio.id)
  if (own.length > 0)
    return { holdings: own, feeBasisPoints: managementFeeBasisPoints.configuratorMix }
  const riskClass = portfolio.riskClass as PortfolioRiskClass
  return { holdings: modelHoldings(riskClass), feeBasisPoints: modelFeeBasisPoints(riskClass) }
}
