import {
  type ChangeSavingsPlanRequest,
  investmentsContract,
} from '@portal/api-clients/contracts/investments'
import { etfByIsin } from '@portal/domain/investments/etf-universe'
import { type SavingsPlan, validateSavingsPlanTerms } from '@portal/domain/investments/savings-plan'
import { pauseSavingsPlan, resumeSavingsPlan } from '@portal/domain/investments/savings-plan-pause'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import { Hono } from 'hono'
import type { z } from 'zod'
import type { AccessEnv } from '../../bank/access/authorized'
import { portfolioNotFound } from '../../bank/investments/portfolio-rows'
import { portfolioViews } from '../../bank/investments/portfolio-views'
import { registerEndpoint } from '../../http/contract-route'
import { sendIdempotent } from '../../http/idempotent-answer'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

type Change = z.output<typeof ChangeSavingsPlanRequest>

/** The new plan for a change request, or why it cannot be made (nothing is booked then). */
function planChange(change: Change) {
  return (plan: SavingsPlan, today: CalendarDate): SavingsPlan | ServiceError => {
    if (change.action === 'change') {
      const next = {
        ...plan,
        amount: change.amount ?? plan.amount,
        dayOfMonth: change.dayOfMonth ?? plan.dayOfMonth,
      }
      const messages = validateSavingsPlanTerms(next)
      if (messages.amount) return new ServiceError(422, 'amountOutOfRange', messages.amount.key)
      if (messages.dayOfMonth) return new ServiceError(422, 'dayOutOfRange', 'Day 1 to 31.')
      return next
    }
    const result =
      change.action === 'pause'
        ? pauseSavingsPlan(plan, today, change.pauseUntil ? { until: change.pauseUntil } : {})
        : resumeSavingsPlan(plan, today)
    return result.ok ? result.plan : new ServiceError(409, result.reason, result.reason)
  }
}

/**
 * The portfolios: only the token's own customers, and only their portfolios (another customer's
 * portfolio id is 404, as if it did not exist). Orders and savings-plan changes also need the
 * person's `invest` right. Whatever fell due is booked before a portfolio is read or changed. An
 * order sent with an `Idempotency-Key` is placed once per key; a replay gets the first answer.
 */
export function createInvestmentsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm, portfolios } = ctx
  const router = new Hono<AccessEnv>()
  const reads = { access: ctx.access.owner }
  const invests = { access: ctx.access.authorized('invest') }
  const view = async (customerId: string, portfolioId: string) => {
    const today = await ctx.clock.today()
    const [found] = await portfolioViews(orm, portfolios.prices, customerId, today, portfolioId)
    return found ?? portfolioNotFound(portfolioId)
  }

  registerEndpoint(router, investmentsContract.getPrices, async ({ params, query }) => {
    if (!etfByIsin(params.isin)) return new ServiceError(404, 'etfNotFound', 'Unknown ETF')
    if (query.to < query.from) return new ServiceError(422, 'invalidRange', 'from after to')
    return {
      isin: params.isin,
      prices: portfolios.prices.prices(params.isin, query.from, query.to),
    }
  })
  registerEndpoint(
    router,
    investmentsContract.getOverview,
    async ({ params }) => {
      const owned = await portfolios.catchUpCustomer(params.customerId)
      const today = await ctx.clock.today()
      // most customers hold none: nothing more to read then
      const all =
        owned === 0 ? [] : await portfolioViews(orm, portfolios.prices, params.customerId, today)
      return { customerId: params.customerId, today, portfolios: all }
    },
    reads,
  )
  registerEndpoint(
    router,
    investmentsContract.getPortfolio,
    async ({ params }) => {
      await portfolios.catchUpCustomer(params.customerId)
      return view(params.customerId, params.portfolioId)
    },
    reads,
  )
  registerEndpoint(
    router,
    investmentsContract.placeOrder,
    async ({ params, body, context }) => {
      await portfolios.catchUpCustomer(params.customerId)
      const key = context.req.header('idempotency-key')?.trim()
      if (key !== undefined) {
        if (key === '' || key.length > 255)
          return new ServiceError(
            400,
            'idempotencyKeyMissing',
            'An Idempotency-Key of 1 to 255 characters.',
          )
        const idempotency = { key, method: context.req.method, path: context.req.path }
        return sendIdempotent(await portfolios.placeOrderOnce(params.customerId, body, idempotency))
      }
      const placed = await portfolios.placeOrder(params.customerId, body)
      return placed instanceof ServiceError ? placed : view(params.customerId, placed)
    },
    { ...invests, successStatus: 201 },
  )
  registerEndpoint(
    router,
    investmentsContract.changeSavingsPlan,
    async ({ params, body }) => {
      await portfolios.catchUpCustomer(params.customerId)
      const changed = await portfolios.changeSavingsPlan(
        params.customerId,
        params.portfolioId,
        body.challengeId,
        planChange(body),
      )
      return changed instanceof ServiceError ? changed : view(params.customerId, changed)
    },
    invests,
  )
  return router
}
