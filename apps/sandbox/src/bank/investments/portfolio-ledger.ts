import { randomUUID } from 'node:crypto'
import {
  custodyIban,
  type PlaceInvestmentOrderRequest,
} from '@portal/api-clients/contracts/investments'
import type { PortfolioRiskClass } from '@portal/domain/enumerations'
import { Decimal as Big } from '@portal/domain/investments/decimal'
import { prognosisBounds } from '@portal/domain/investments/prognosis-bounds'
import {
  modelFeeBasisPoints,
  modelHoldings,
} from '@portal/domain/investments/risk-class-portfolios'
import { type SavingsPlan, validateSavingsPlanTerms } from '@portal/domain/investments/savings-plan'
import { nextExecutions } from '@portal/domain/investments/savings-plan-dates'
import { changeCutOff } from '@portal/domain/investments/savings-plan-pause'
import { checkRequestedClass } from '@portal/domain/investments/suitability'
import type { SuitabilityAnswers } from '@portal/domain/investments/suitability-answers'
import { addBankDays } from '@portal/domain/money/bank-day'
import { addDays, addMonths, type CalendarDate } from '@portal/domain/money/calendar-date'
import { and, asc, eq, lte } from 'drizzle-orm'
import type { z } from 'zod'
import type { SandboxClock } from '../../clock/sandbox-clock'
import type { SandboxOrm } from '../../db/database'
import {
  investmentBookings,
  investmentOrders,
  investmentPortfolios,
  investmentPositions,
  investmentSavingsPlans,
  investmentValuePoints,
} from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import type { LedgerTx } from '../ledger/ledger-transaction'
import { consumeChallenge } from '../sca/payment-challenges'
import type { PriceBook } from './price-book'
import { splitByWeights } from './split-amount'

const currency = 'EUR'
const accounts = {
  reference: (customerId: string) => `reference:${customerId}:${currency}`,
  cash: (portfolioId: string) => `portfolio-cash:${portfolioId}`,
  custody: (portfolioId: string) => `custody:${portfolioId}`,
  feeIncome: `fee-income:${currency}`,
}

export const portfolioNotFound = (id: string) =>
  new ServiceError(404, 'portfolioNotFound', `Portfolio ${id} not found`)

type PortfolioRow = typeof investmentPortfolios.$inferSelect

const monthEnd = (date: CalendarDate): CalendarDate =>
  addDays(addMonths(`${date.slice(0, 8)}01`, 1), -1)

/** Units bought for `amount` minor units at `price` minor units a share: down to 10⁻⁶ share. */
const unitsFor = (amount: number, price: number) =>
  new Big(amount).div(price).round(6, Big.roundDown)

/**
 * The portfolio service's bookkeeping. Everything that fell due is caught up before a portfolio
 * is read or changed (`catchUp`): savings-plan orders are created on their execution days, orders
 * are executed at the closing prices of their execution date (the bank day after they were
 * placed), and each month's management fee (fee rate / 12 of the month-end value, rounded half
 * to even to the cent) is taken by selling shares pro rata. Each step is one booking in the
 * service's own double-entry table, so the accounts of a currency always sum to zero.
 */
export function createPortfolioLedger(orm: SandboxOrm, clock: SandboxClock, prices: PriceBook) {
  async function book(
    tx: LedgerTx,
    entry: Omit<typeof investmentBookings.$inferInsert, 'currency' | 'sequence'>,
  ) {
    await tx.insert(investmentBookings).values({ ...entry, currency })
  }

  async function positionsOf(tx: LedgerTx, portfolioId: string) {
    return tx
      .select()
      .from(investmentPositions)
      .where(eq(investmentPositions.portfolioId, portfolioId))
  }

  async function valueOn(tx: LedgerTx, portfolioId: string, date: CalendarDate) {
    const positions = await positionsOf(tx, portfolioId)
    return positions.reduce(
      (sum, position) =>
        sum.plus(new Big(position.units).times(prices.priceOn(position.isin, date).price)),
      new Big(0),
    )
  }

  async function createPlanOrders(tx: LedgerTx, portfolio: PortfolioRow, today: CalendarDate) {
    const [plan] = await tx
      .select()
      .from(investmentSavingsPlans)
      .where(eq(investmentSavingsPlans.portfolioId, portfolio.id))
    if (!plan) return
    const asPlan: SavingsPlan = {
      amount: plan.amount,
      dayOfMonth: plan.dayOfMonth,
      startDate: plan.startDate,
      ...(plan.pauseFrom
        ? {
            pause: { from: plan.pauseFrom, ...(plan.pauseUntil ? { until: plan.pauseUntil } : {}) },
          }
        : {}),
    }
    for (const execution of nextExecutions(asPlan, plan.startDate, 480)) {
      if (execution.executionDate > today) break
      const id = randomUUID()
      const inserted = await tx
        .insert(investmentOrders)
        .values({
          id,
          portfolioId: portfolio.id,
          kind: 'savingsPlan',
          amount: plan.amount,
          currency,
          status: 'pending',
          placedOn: execution.executionDate,
          executionDate: addBankDays(execution.executionDate, 1, currency),
          planDueDate: execution.dueDate,
        })
        .onConflictDoNothing()
        .returning({ id: investmentOrders.id })
      if (inserted.length > 0) {
        await book(tx, {
          portfolioId: portfolio.id,
          bookingDate: execution.executionDate,
          type: 'SAVINGS_PLAN_DEBIT',
          fromAccount: accounts.reference(portfolio.customerId),
          toAccount: accounts.cash(portfolio.id),
          amount: plan.amount,
          orderId: id,
        })
      }
    }
  }

  async function execute(
    tx: LedgerTx,
    portfolio: PortfolioRow,
    order: typeof investmentOrders.$inferSelect,
  ) {
    const holdings = modelHoldings(portfolio.riskClass as PortfolioRiskClass)
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
    await book(tx, {
      portfolioId: portfolio.id,
      bookingDate: order.executionDate,
      type: 'FUND_PURCHASE',
      fromAccount: accounts.cash(portfolio.id),
      toAccount: accounts.custody(portfolio.id),
      amount: order.amount,
      orderId: order.id,
    })
  }

  async function chargeFee(tx: LedgerTx, portfolio: PortfolioRow, end: CalendarDate) {
    const period = end.slice(0, 7)
    const value = await valueOn(tx, portfolio.id, end)
    await tx
      .insert(investmentValuePoints)
      .values({
        portfolioId: portfolio.id,
        date: end,
        value: Number(value.round(0, Big.roundHalfEven)),
      })
      .onConflictDoNothing()
    const feeRate = modelFeeBasisPoints(portfolio.riskClass as PortfolioRiskClass)
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
    await book(tx, {
      portfolioId: portfolio.id,
      bookingDate: end,
      type: 'MANAGEMENT_FEE',
      fromAccount: accounts.custody(portfolio.id),
      toAccount: accounts.feeIncome,
      amount: fee,
      period,
    })
  }

  /** Books whatever fell due for the portfolio up to `today`, month by month. */
  async function catchUp(tx: LedgerTx, portfolio: PortfolioRow, today: CalendarDate) {
    await createPlanOrders(tx, portfolio, today)
    const fees = await tx
      .select({ period: investmentBookings.period })
      .from(investmentBookings)
      .where(
        and(
          eq(investmentBookings.portfolioId, portfolio.id),
          eq(investmentBookings.type, 'MANAGEMENT_FEE'),
        ),
      )
    const charged = new Set(fees.map((row) => row.period))
    for (
      let month = monthEnd(portfolio.openedOn);
      month < today;
      month = monthEnd(addDays(month, 1))
    ) {
      const due = await tx
        .select()
        .from(investmentOrders)
        .where(
          and(
            eq(investmentOrders.portfolioId, portfolio.id),
            eq(investmentOrders.status, 'pending'),
            lte(investmentOrders.executionDate, month),
          ),
        )
        .orderBy(asc(investmentOrders.executionDate))
      for (const order of due) await execute(tx, portfolio, order)
      if (!charged.has(month.slice(0, 7))) await chargeFee(tx, portfolio, month)
    }
    const dueNow = await tx
      .select()
      .from(investmentOrders)
      .where(
        and(
          eq(investmentOrders.portfolioId, portfolio.id),
          eq(investmentOrders.status, 'pending'),
          lte(investmentOrders.executionDate, today),
        ),
      )
      .orderBy(asc(investmentOrders.executionDate))
    for (const order of dueNow) await execute(tx, portfolio, order)
  }

  async function lockedPortfolio(tx: LedgerTx, customerId: string, portfolioId: string) {
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

  return {
    clock,
    accounts,
    /** Catches up every portfolio of the customer (the bank's batch before a read). */
    async catchUpCustomer(customerId: string) {
      const today = await clock.today()
      const owned = await orm
        .select({ id: investmentPortfolios.id })
        .from(investmentPortfolios)
        .where(eq(investmentPortfolios.customerId, customerId))
      for (const { id } of owned) {
        await orm.transaction(async (tx) => {
          const portfolio = await lockedPortfolio(tx, customerId, id)
          if (portfolio) await catchUp(tx, portfolio, today)
        })
      }
    },

    /**
     * Places a one-time order and/or sets up a savings plan, in one transaction with the mTAN
     * that confirms it (bound to the one-time amount, else the plan's rate, and `custodyIban`).
     */
    async placeOrder(customerId: string, request: PlaceOrderBody) {
      const problem = orderProblem(request)
      if (problem) return problem
      const today = await clock.today()
      return orm.transaction(async (tx) => {
        let portfolio: PortfolioRow | undefined
        if (request.portfolioId) {
          portfolio = await lockedPortfolio(tx, customerId, request.portfolioId)
          if (!portfolio) return portfolioNotFound(request.portfolioId)
          if (portfolio.riskClass !== request.riskClass)
            return new ServiceError(422, 'classMismatch', 'The portfolio has another class.')
        }
        const orderId = randomUUID()
        const confirmed =
          request.oneTimeAmount > 0 ? request.oneTimeAmount : (request.savingsPlan?.amount ?? 0)
        const refused = await consumeChallenge(
          tx,
          customerId,
          request.challengeId,
          { amount: confirmed, currency, payeeIban: custodyIban },
          orderId,
        )
        if (refused) return refused
        if (!portfolio) {
          const [created] = await tx
            .insert(investmentPortfolios)
            .values({
              id: randomUUID(),
              customerId,
              kind: request.kind,
              riskClass: request.riskClass,
              currency,
              openedOn: today,
              answers: request.answers,
            })
            .returning()
          portfolio = created
        }
        if (!portfolio) throw new Error('portfolio not created')
        if (request.oneTimeAmount > 0) {
          await tx.insert(investmentOrders).values({
            id: orderId,
            portfolioId: portfolio.id,
            kind: 'oneTime',
            amount: request.oneTimeAmount,
            currency,
            status: 'pending',
            placedOn: today,
            executionDate: addBankDays(today, 1, currency),
          })
          await book(tx, {
            portfolioId: portfolio.id,
            bookingDate: today,
            type: 'ORDER_DEBIT',
            fromAccount: accounts.reference(customerId),
            toAccount: accounts.cash(portfolio.id),
            amount: request.oneTimeAmount,
            orderId,
          })
        }
        if (request.savingsPlan) {
          const plan = {
            portfolioId: portfolio.id,
            amount: request.savingsPlan.amount,
            dayOfMonth: request.savingsPlan.dayOfMonth,
            startDate: changeCutOff(today),
            pauseFrom: null,
            pauseUntil: null,
          }
          await tx
            .insert(investmentSavingsPlans)
            .values(plan)
            .onConflictDoUpdate({ target: investmentSavingsPlans.portfolioId, set: plan })
        }
        return portfolio.id
      })
    },

    /** Amount, day, pause or resume of a portfolio's savings plan, confirmed by an mTAN. */
    async changeSavingsPlan(
      customerId: string,
      portfolioId: string,
      change: {
        action: 'change' | 'pause' | 'resume'
        amount?: number | undefined
        dayOfMonth?: number | undefined
        pauseUntil?: string | undefined
        challengeId: string
      },
      apply: (plan: SavingsPlan, today: CalendarDate) => SavingsPlan | ServiceError,
    ) {
      const today = await clock.today()
      return orm.transaction(async (tx) => {
        const portfolio = await lockedPortfolio(tx, customerId, portfolioId)
        if (!portfolio) return portfolioNotFound(portfolioId)
        await catchUp(tx, portfolio, today)
        const [row] = await tx
          .select()
          .from(investmentSavingsPlans)
          .where(eq(investmentSavingsPlans.portfolioId, portfolioId))
        if (!row)
          return new ServiceError(409, 'noSavingsPlan', 'The portfolio has no savings plan.')
        const current: SavingsPlan = {
          amount: row.amount,
          dayOfMonth: row.dayOfMonth,
          startDate: row.startDate,
          ...(row.pauseFrom
            ? {
                pause: {
                  from: row.pauseFrom,
                  ...(row.pauseUntil ? { until: row.pauseUntil } : {}),
                },
              }
            : {}),
        }
        const next = apply(current, today)
        if (next instanceof ServiceError) return next
        const refused = await consumeChallenge(
          tx,
          customerId,
          change.challengeId,
          { amount: next.amount, currency, payeeIban: custodyIban },
          `savings-plan:${portfolioId}`,
        )
        if (refused) return refused
        await tx
          .update(investmentSavingsPlans)
          .set({
            amount: next.amount,
            dayOfMonth: next.dayOfMonth,
            // a new day applies from the cut-off; executions already created stay
            startDate:
              next.dayOfMonth !== current.dayOfMonth ? changeCutOff(today) : current.startDate,
            pauseFrom: next.pause?.from ?? null,
            pauseUntil: next.pause?.until ?? null,
          })
          .where(eq(investmentSavingsPlans.portfolioId, portfolioId))
        return portfolioId
      })
    },
  }
}

type PlaceOrderBody = z.output<typeof PlaceInvestmentOrderRequest>

/** The request's own problems, before anything is locked: class, amounts, plan terms. */
export function orderProblem(request: PlaceOrderBody): ServiceError | undefined {
  const decision = checkRequestedClass(request.answers as SuitabilityAnswers, request.riskClass)
  if (!decision.ok) {
    return new ServiceError(
      422,
      'unsuitableClass',
      `Class ${request.riskClass} does not suit the answers; at most ${decision.recommendedClass}.`,
      decision.reasons.map((reason) => ({ path: 'riskClass', message: reason })),
    )
  }
  const { min, max } = prognosisBounds.oneTimeInvestment
  const oneTime = request.oneTimeAmount
  if (oneTime === 0 && !request.savingsPlan)
    return new ServiceError(422, 'noAmount', 'A one-time amount or a savings plan is needed.')
  if (oneTime !== 0 && (oneTime < min || oneTime > max))
    return new ServiceError(422, 'amountOutOfRange', `One-time amounts from ${min} to ${max}.`)
  if (request.savingsPlan) {
    const messages = validateSavingsPlanTerms(request.savingsPlan)
    if (messages.amount)
      return new ServiceError(
        422,
        'amountOutOfRange',
        `Savings plan amount: ${messages.amount.key}`,
      )
    if (messages.dayOfMonth) return new ServiceError(422, 'dayOutOfRange', 'Day 1 to 31.')
  }
  return undefined
}

export type PortfolioLedger = ReturnType<typeof createPortfolioLedger>
