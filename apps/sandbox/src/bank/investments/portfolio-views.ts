import type { Portfolio } from '@portal/api-clients/contracts/investments'
import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import { Decimal } from '@portal/domain/investments/decimal'
import { etfByIsin } from '@portal/domain/investments/etf-universe'
import { nextExecutions } from '@portal/domain/investments/savings-plan-dates'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import {
  investmentOrders,
  investmentPortfolioHoldings,
  investmentPortfolios,
  investmentPositions,
  investmentSavingsPlans,
  investmentValuePoints,
  bookings as ledgerBookings,
} from '../../db/schema'
import type { LedgerTx } from '../ledger/ledger-transaction'
import { savingsPlanOf } from './portfolio-rows'
import type { PriceBook } from './price-book'

const toMinor = (value: InstanceType<typeof Decimal>) =>
  Number(value.round(0, Decimal.roundHalfEven).toFixed(0))

/** The customer's portfolios (or one of them) as the contract's `Portfolio`, valued at `today`. */
export async function portfolioViews(
  orm: SandboxOrm | LedgerTx,
  prices: PriceBook,
  customerId: string,
  today: CalendarDate,
  portfolioId?: string,
): Promise<Portfolio[]> {
  const rows = await orm
    .select()
    .from(investmentPortfolios)
    .where(
      portfolioId === undefined
        ? eq(investmentPortfolios.customerId, customerId)
        : and(
            eq(investmentPortfolios.customerId, customerId),
            eq(investmentPortfolios.id, portfolioId),
          ),
    )
    .orderBy(asc(investmentPortfolios.openedOn), asc(investmentPortfolios.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [positions, orders, plans, bookings, points, mixes] = await Promise.all([
    orm.select().from(investmentPositions).where(inArray(investmentPositions.portfolioId, ids)),
    orm
      .select()
      .from(investmentOrders)
      .where(
        and(inArray(investmentOrders.portfolioId, ids), eq(investmentOrders.status, 'pending')),
      )
      .orderBy(asc(investmentOrders.executionDate)),
    orm
      .select()
      .from(investmentSavingsPlans)
      .where(inArray(investmentSavingsPlans.portfolioId, ids)),
    orm
      .select({
        portfolioId: ledgerBookings.portfolioId,
        type: ledgerBookings.type,
        amount: ledgerBookings.amount,
      })
      .from(ledgerBookings)
      .where(inArray(ledgerBookings.portfolioId, ids)),
    orm
      .select()
      .from(investmentValuePoints)
      .where(inArray(investmentValuePoints.portfolioId, ids))
      .orderBy(asc(investmentValuePoints.date)),
    orm
      .select()
      .from(investmentPortfolioHoldings)
      .where(inArray(investmentPortfolioHoldings.portfolioId, ids))
      .orderBy(asc(investmentPortfolioHoldings.position)),
  ])
  return rows.map((row) => {
    const holdings = positions
      .filter((position) => position.portfolioId === row.id && Number(position.units) > 0)
      .map((position) => {
        const price = prices.priceOn(position.isin, today).price
        return {
          isin: position.isin,
          name: etfByIsin(position.isin)?.name ?? position.isin,
          units: position.units,
          price,
          value: toMinor(new Decimal(position.units).times(price)),
        }
      })
    const value = holdings.reduce((sum, holding) => sum + holding.value, 0)
    const sumOf = (type: string) =>
      bookings
        .filter((booking) => booking.portfolioId === row.id && booking.type === type)
        .reduce((sum, booking) => sum + booking.amount, 0)
    const invested = sumOf('FUND_PURCHASE')
    const plan = plans.find((candidate) => candidate.portfolioId === row.id)
    const asPlan = plan && savingsPlanOf(plan)
    const history = points
      .filter((point) => point.portfolioId === row.id && point.value > 0)
      .map(({ date, value: pointValue }) => ({ date, value: pointValue }))
    if (value > 0) history.push({ date: today, value })
    const mix = mixes
      .filter((line) => line.portfolioId === row.id)
      .map(({ isin, weightBasisPoints }) => ({ isin, weightBasisPoints }))
    return {
      id: row.id,
      customerId: row.customerId,
      kind: row.kind as Portfolio['kind'],
      riskClass: row.riskClass as PortfolioRiskClass,
      currency: row.currency,
      openedOn: row.openedOn,
      value,
      invested,
      performance: value - invested,
      costsPaid: sumOf('MANAGEMENT_FEE'),
      holdings,
      mix: mix.length > 0 ? mix : null,
      pendingOrders: orders
        .filter((order) => order.portfolioId === row.id)
        .map((order) => ({
          id: order.id,
          portfolioId: order.portfolioId,
          kind: order.kind as 'oneTime' | 'savingsPlan',
          amount: order.amount,
          currency: order.currency,
          status: 'pending' as const,
          placedOn: order.placedOn,
          executionDate: order.executionDate,
        })),
      savingsPlan: asPlan
        ? {
            amount: asPlan.amount,
            dayOfMonth: asPlan.dayOfMonth,
            startDate: asPlan.startDate,
            ...(asPlan.pause ? { pause: asPlan.pause } : {}),
            nextExecution: nextExecutions(asPlan, today, 1)[0]?.executionDate ?? null,
          }
        : null,
      history,
    }
  })
}
