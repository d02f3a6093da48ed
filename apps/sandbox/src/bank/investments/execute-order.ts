import { Decimal as Big } from '@portal/domain/investments/decimal'
import { eq } from 'drizzle-orm'
import { investmentOrders, investmentPositions } from '../../db/schema'
import type { LedgerTx } from '../ledger/ledger-transaction'
import { bookPortfolio } from './portfolio-booking'
import { type PortfolioRow, portfolioMandate, positionsOf } from './portfolio-rows'
import type { PriceBook } from './price-book'
import { splitByWeights } from './split-amount'

type OrderRow = typeof investmentOrders.$inferSelect

/** Units bought for `amount` minor units at `price` minor units a share: down to 10⁻⁶ share. */
const unitsFor = (amount: number, price: number) =>
  new Big(amount).div(price).round(6, Big.roundDown)

/**
 * Executes an order at the closing prices of its execution date: the amount is spread over the
 * portfolio's funds by weight (its own configured mix, else its class's model portfolio), the units added to the positions, and the money moves from
 * the portfolio's cash into custody.
 */
export async function executeOrder(
  tx: LedgerTx,
  portfolio: PortfolioRow,
  order: OrderRow,
  prices: PriceBook,
  now: Date,
): Promise<void> {
  const { holdings } = await portfolioMandate(tx, portfolio)
  const parts = splitByWeights(
    order.amount,
    holdings.map((holding) => holding.weightBasisPoints),
  )
  const current = new Map((await positionsOf(tx, portfolio.id)).map((p) => [p.isin, p.units]))
  for (const [index, { etf }] of holdings.entries()) {
    const part = parts[index] ?? 0
    if (part === 0) continue
    const bought = unitsFor(part, prices.priceOn(etf.isin, order.executionDate).price)
    const units = new Big(current.get(etf.isin) ?? '0').plus(bought).toFixed(6)
    await tx
      .insert(investmentPositions)
      .values({ portfolioId: portfolio.id, isin: etf.isin, units })
      .onConflictDoUpdate({
        target: [investmentPositions.portfolioId, investmentPositions.isin],
        set: { units },
      })
  }
  await tx
    .update(investmentOrders)
    .set({ status: 'executed' })
    .where(eq(investmentOrders.id, order.id))
  await bookPortfolio(tx, portfolio, {
    type: 'FUND_PURCHASE',
    amount: order.amount,
    bookingDate: order.executionDate,
    now,
    orderId: order.id,
  })
}
