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
import { authorize } from '../../bank/access/customer-actor'
import type { PortfolioLedger } from '../../bank/investments/portfolio-ledger'
import { portfolioNotFound } from '../../bank/investments/portfolio-rows'
import { portfolioViews } from '../../bank/investments/portfolio-views'
import type { PriceBook } from '../../bank/investments/price-book'
import type { SandboxOrm } from '../../db/database'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { VerifiedAccess } from '../../identity/access-token'
import { type AuthenticatedEnv, ownershipError, requireBearer } from '../../identity/bearer-auth'
import type { IdentityProvider } from '../../identity/identity-provider'

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
 * The portfolio service under `/pia/api/v1`: only the token's own customers, and only their
 * portfolios (another customer's portfolio id is 404, as if it did not exist). Orders and
 * savings-plan changes also need the person's `invest` right: 403 `actionNotPermitted`.
 */
export function createInvestmentsRoutes(
  orm: SandboxOrm,
  idp: IdentityProvider,
  ledger: PortfolioLedger,
  prices: PriceBook,
): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  registerEndpoint(router, investmentsContract.getPrices, async ({ params, query }) => {
    if (!etfByIsin(params.isin)) return new ServiceError(404, 'etfNotFound', 'Unknown ETF')
    if (query.to < query.from) return new ServiceError(422, 'invalidRange', 'from after to')
    return { isin: params.isin, prices: prices.prices(params.isin, query.from, query.to) }
  })
  router.use('/customers/*', requireBearer(idp))
  router.use('/customers/:customerId/*', async (context, next) => {
    const customerId = context.req.param('customerId') ?? ''
    const forbidden = ownershipError(context.get('access'), customerId)
    if (forbidden) return forbidden.toResponse()
    // the bank's batch: whatever fell due is booked before anything is read or changed
    await ledger.catchUpCustomer(customerId)
    await next()
  })
  /** Orders and plan changes need the person's `invest` right (README roles table): 403 else. */
  const investRight = async (access: VerifiedAccess, customerId: string) => {
    const actor = await authorize(orm, access, customerId, 'invest')
    return actor instanceof ServiceError ? actor : undefined
  }
  const view = async (customerId: string, portfolioId: string) => {
    const today = await ledger.clock.today()
    const [found] = await portfolioViews(orm, prices, customerId, today, portfolioId)
    return found ?? portfolioNotFound(portfolioId)
  }

  registerEndpoint(router, investmentsContract.getOverview, async ({ params }) => {
    const today = await ledger.clock.today()
    return {
      customerId: params.customerId,
      today,
      portfolios: await portfolioViews(orm, prices, params.customerId, today),
    }
  })
  registerEndpoint(router, investmentsContract.getPortfolio, async ({ params }) =>
    view(params.customerId, params.portfolioId),
  )
  registerEndpoint(
    router,
    investmentsContract.placeOrder,
    async ({ params, body, context }) => {
      const refused = await investRight(context.get('access'), params.customerId)
      if (refused) return refused
      const placed = await ledger.placeOrder(params.customerId, body)
      return placed instanceof ServiceError ? placed : view(params.customerId, placed)
    },
    { successStatus: 201 },
  )
  registerEndpoint(
    router,
    investmentsContract.changeSavingsPlan,
    async ({ params, body, context }) => {
      const refused = await investRight(context.get('access'), params.customerId)
      if (refused) return refused
      const changed = await ledger.changeSavingsPlan(
        params.customerId,
        params.portfolioId,
        body.challengeId,
        planChange(body),
      )
      return changed instanceof ServiceError ? changed : view(params.customerId, changed)
    },
  )
  return router
}
