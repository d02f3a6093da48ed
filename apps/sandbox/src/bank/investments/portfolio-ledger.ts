import type { Portfolio } from '@portal/api-clients/contracts/investments'
import { calendarDateOf } from '@portal/domain/money/calendar-date'
import { eq, sql } from 'drizzle-orm'
import type { SandboxClock } from '../../clock/sandbox-clock'
import type { SandboxOrm } from '../../db/database'
import { preparedPerDatabase } from '../../db/prepared'
import { investmentPortfolios } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { type IdempotentAnswer, requestHash, withIdempotency } from '../ledger/idempotency'
import type { Idempotent } from '../ledger/savings-ledger'
import { catchUpPortfolio } from './catch-up'
import { changeSavingsPlan, type PlanChange } from './change-savings-plan'
import { orderProblem, type PlaceOrderBody, placeInvestmentOrder } from './place-investment-order'
import { lockedPortfolio, portfolioNotFound } from './portfolio-rows'
import { portfolioViews } from './portfolio-views'
import type { PriceBook } from './price-book'

const portfolioIds = preparedPerDatabase((orm) =>
  orm
    .select({ id: investmentPortfolios.id })
    .from(investmentPortfolios)
    .where(eq(investmentPortfolios.customerId, sql.placeholder('customerId')))
    .prepare('customer_portfolio_ids'),
)

/**
 * The portfolio service's bookkeeping, in the bank's ledger. Everything that fell due is caught
 * up before a portfolio is read or changed; each operation is one transaction that locks the
 * portfolio first.
 */
export function createPortfolioLedger(orm: SandboxOrm, clock: SandboxClock, prices: PriceBook) {
  return {
    clock,
    prices,
    /**
     * Catches up every portfolio of the customer (the bank's batch before a read); answers how
     * many the customer has.
     */
    async catchUpCustomer(customerId: string): Promise<number> {
      const now = await clock.now()
      const owned = await portfolioIds(orm).execute({ customerId })
      for (const { id } of owned) {
        await orm.transaction(async (tx) => {
          const portfolio = await lockedPortfolio(tx, customerId, id)
          if (portfolio) await catchUpPortfolio(tx, portfolio, calendarDateOf(now), prices, now)
        })
      }
      return owned.length
    },
    /** A one-time order and/or a savings plan; answers the portfolio's id. */
    async placeOrder(customerId: string, request: PlaceOrderBody) {
      const problem = orderProblem(request)
      if (problem) return problem
      const now = await clock.now()
      return orm.transaction((tx) => placeInvestmentOrder(tx, customerId, request, now))
    },
    /**
     * The same order once per idempotency key: the portfolio as it stands after the order is
     * stored with the key in the order's transaction; a replay answers it again (a refusal too).
     */
    async placeOrderOnce(
      customerId: string,
      request: PlaceOrderBody,
      idempotency: Idempotent,
    ): Promise<IdempotentAnswer | ServiceError> {
      const now = await clock.now()
      const hash = requestHash(idempotency.method, idempotency.path, request)
      return withIdempotency(
        orm,
        { customerId, key: idempotency.key, hash, now },
        async (tx): Promise<{ status: number; body: Portfolio } | ServiceError> => {
          const placed =
            orderProblem(request) ?? (await placeInvestmentOrder(tx, customerId, request, now))
          if (placed instanceof ServiceError) return placed
          const today = calendarDateOf(now)
          const [view] = await portfolioViews(tx, prices, customerId, today, placed)
          return view ? { status: 201, body: view } : portfolioNotFound(placed)
        },
      )
    },
    /** A change of the portfolio's savings plan, after what fell due is booked. */
    async changeSavingsPlan(
      customerId: string,
      portfolioId: string,
      challengeId: string,
      apply: PlanChange,
    ) {
      const now = await clock.now()
      return orm.transaction(async (tx) => {
        const portfolio = await lockedPortfolio(tx, customerId, portfolioId)
        if (!portfolio) return portfolioNotFound(portfolioId)
        const today = calendarDateOf(now)
        await catchUpPortfolio(tx, portfolio, today, prices, now)
        return changeSavingsPlan(tx, portfolio, challengeId, apply, today)
      })
    },
  }
}

export type PortfolioLedger = ReturnType<typeof createPortfolioLedger>
