import { savingsContract } from '@portal/api-clients/contracts/savings'
import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import { Hono } from 'hono'
import { authorize } from '../../bank/access/customer-actor'
import { orderViews } from '../../bank/ledger/order-views'
import type { SavingsLedger } from '../../bank/ledger/savings-ledger'
import type { SandboxOrm } from '../../db/database'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { VerifiedAccess } from '../../identity/access-token'
import { type AuthenticatedEnv, ownershipError, requireBearer } from '../../identity/bearer-auth'
import type { IdentityProvider } from '../../identity/identity-provider'
import { bookingPage } from './booking-views'
import { depositViews } from './deposit-view'
import { idempotencyOf, sendIdempotent } from './idempotent-answer'
import { transactionServicesDelay } from './response-delay'
import { savingsOverview } from './savings-overview'

const depositNotFound = (id: string) =>
  new ServiceError(404, 'depositNotFound', `Deposit ${id} not found`)
const orderNotFound = (id: string) =>
  new ServiceError(404, 'orderNotFound', `Order ${id} not found`)

/**
 * The savings service (`/das/v1`): only the token's own customers, and only their ids; ordering
 * needs `order_deposit`, notice and withdrawals `withdraw` (the roles table, README).
 */
export function createSavingsRoutes(
  orm: SandboxOrm,
  idp: IdentityProvider,
  ledger: SavingsLedger,
): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  router.use('/customers/*', requireBearer(idp))
  // the bank's batch: whatever fell due since the last request is booked before anything is read
  router.use('/customers/*', async (_context, next) => {
    await ledger.runDueEvents()
    await next()
  })
  const owned = (
    context: { get(key: 'access'): Parameters<typeof ownershipError>[0] },
    customerId: string,
  ) => ownershipError(context.get('access'), customerId)
  /** Ownership and the person's role (ordering and moving money are not for every role). */
  const permitted = async (
    context: { get(key: 'access'): VerifiedAccess },
    customerId: string,
    action: CustomerAction,
  ) => {
    const actor = await authorize(orm, context.get('access'), customerId, action)
    return actor instanceof ServiceError ? actor : undefined
  }
  const depositView = async (customerId: string, depositId: string) => {
    const [view] = await depositViews(orm, customerId, await ledger.clock.today(), depositId)
    return view ?? depositNotFound(depositId)
  }

  registerEndpoint(router, savingsContract.getOverview, async ({ params, context }) => {
    return (
      owned(context, params.customerId) ??
      timedRead(context, async () =>
        savingsOverview(orm, params.customerId, await ledger.clock.today()),
      )
    )
  })
  registerEndpoint(router, savingsContract.getDeposit, async ({ params, context }) => {
    const forbidden = owned(context, params.customerId)
    if (forbidden !== undefined) return forbidden
    const view = await depositView(params.customerId, params.depositId)
    if (view instanceof ServiceError) return view
    const page = await bookingPage(orm, params.customerId, {
      depositId: params.depositId,
      page: 1,
      pageSize: 200,
    })
    return { ...view, bookings: page.items }
  })
  registerEndpoint(router, savingsContract.placeOrder, async ({ params, body, context }) => {
    const forbidden = await permitted(context, params.customerId, 'order_deposit')
    if (forbidden !== undefined) return forbidden
    const idempotency = idempotencyOf(context)
    if (idempotency instanceof ServiceError) return idempotency
    return sendIdempotent(await ledger.placeOrder(params.customerId, body, idempotency))
  })
  registerEndpoint(router, savingsContract.getOrder, async ({ params, context }) => {
    const [order] = await orderViews(orm, params.customerId, { orderId: params.orderId })
    return owned(context, params.customerId) ?? order ?? orderNotFound(params.orderId)
  })
  registerEndpoint(router, savingsContract.cancelOrder, async ({ params, context }) => {
    const forbidden = await permitted(context, params.customerId, 'order_deposit')
    if (forbidden !== undefined) return forbidden
    const cancelled = await ledger.cancelOrder(params.customerId, params.orderId)
    if (cancelled instanceof ServiceError) return cancelled
    const [view] = await orderViews(orm, params.customerId, { orderId: params.orderId })
    return view ?? orderNotFound(params.orderId)
  })
  registerEndpoint(
    router,
    savingsContract.changeProlongation,
    async ({ params, body, context }) => {
      const forbidden = await permitted(context, params.customerId, 'order_deposit')
      if (forbidden !== undefined) return forbidden
      const changed = await ledger.changeProlongation(
        params.customerId,
        params.depositId,
        body.prolongation,
      )
      return changed instanceof ServiceError
        ? changed
        : depositView(params.customerId, params.depositId)
    },
  )
  registerEndpoint(router, savingsContract.giveNotice, async ({ params, context }) => {
    const forbidden = await permitted(context, params.customerId, 'withdraw')
    if (forbidden !== undefined) return forbidden
    const noticed = await ledger.giveNotice(params.customerId, params.depositId)
    return noticed instanceof ServiceError
      ? noticed
      : depositView(params.customerId, params.depositId)
  })
  registerEndpoint(router, savingsContract.withdraw, async ({ params, body, context }) => {
    const forbidden = await permitted(context, params.customerId, 'withdraw')
    if (forbidden !== undefined) return forbidden
    const idempotency = idempotencyOf(context)
    if (idempotency instanceof ServiceError) return idempotency
    return sendIdempotent(await ledger.withdraw(params.customerId, body, idempotency))
  })
  registerEndpoint(router, savingsContract.listBookings, async ({ params, query, context }) => {
    await transactionServicesDelay.wait(context.req.raw.signal)
    return (
      owned(context, params.customerId) ??
      timedRead(context, () => bookingPage(orm, params.customerId, query))
    )
  })
  return router
}

/**
 * Answers the read and states its time in the database as `Server-Timing: ledger;dur=…` (ms),
 * so a caller (the bench) sees the ledger's own latency apart from the network and the token.
 */
async function timedRead<T>(
  context: { header(name: string, value: string): void },
  read: () => Promise<T>,
): Promise<T> {
  const started = performance.now()
  const answer = await read()
  context.header('Server-Timing', `ledger;dur=${(performance.now() - started).toFixed(2)}`)
  return answer
}
