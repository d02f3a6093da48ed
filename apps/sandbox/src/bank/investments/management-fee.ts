import { Decimal as Big } from '@portal/domain/investments/decimal'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { and, eq } from 'drizzle-orm'
import { investmentPositions, investmentValuePoints } from '../../db/schema'
import type { LedgerTx } from '../ledger/ledger-transaction'
import { bookPortfolio } from './portfolio-booking'
import { type PortfolioRow, portfolioMandate, positionsOf } from './portfolio-rows'
import type { PriceBook } from './price-book'

async function valueOn(tx: LedgerTx, portfolioId: string, date: CalendarDate, prices: PriceBook) {
  const positions = await positionsOf(tx, portfolioId)
  return positions.reduce(
    (sum, position) =>
      sum.plus(new Big(position.units).times(prices.priceOn(position.isin, date).price)),
    new Big(0),
  )
}

/**
 * The month's management fee: the fee rate / 12 of the month-end value (the model's rate, or
 * the configurator's for a portfolio of its own mix), rounded half to even to
 * the cent, taken by selling shares pro rata and booked from custody to the manager's fee
 * income. The month-end value is kept as a point of the portfolio's chart.
 */
export async function chargeManagementFee(
  tx: LedgerTx,
  portfolio: PortfolioRow,
  monthEnd: CalendarDate,
  prices: PriceBook,
  now: Date,
): Promise<void> {
  const value = await valueOn(tx, portfolio.id, monthEnd, prices)
  await tx
    .insert(investmentValuePoints)
    .values({
      portfolioId: portfolio.id,
      date: monthEnd,
      value: Number(value.round(0, Big.roundHalfEven)),
    })
    .onConflictDoNothing()
  const feeRate = (await portfolioMandate(tx, portfolio)).feeBasisPoints
  const fee = Number(value.times(feeRate).div(120_000).round(0, Big.roundHalfEven))
  if (fee <= 0 || value.lte(0)) return
  const kept = new Big(1).minus(new Big(fee).div(value))
  for (const position of await positionsOf(tx, portfolio.id)) {
    await tx
      .update(investmentPositions)
      .set({ units: new Big(position.units).times(kept).round(6, Big.roundDown).toFixed(6) })
      .where(
        and(
          eq(investmentPositions.portfolioId, portfolio.id),
          eq(investmentPositions.isin, position.isin),
        ),
      )
  }
  await bookPortfolio(tx, portfolio, {
    type: 'MANAGEMENT_FEE',
    amount: fee,
    bookingDate: monthEnd,
    now,
    period: monthEnd.slice(0, 7),
  })
}
