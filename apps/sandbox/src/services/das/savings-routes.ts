import { savingsContract } from '@portal/api-clients/contracts/savings'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { orderViews } from '../../bank/ledger/order-views'
import { registerEndpoint } from '../../http/contract-route'
import { idempotencyOf, sendIdempotent } from '../../http/idempotent-answer'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { bookingPage } from './booking-views'
import { depositViews } from './deposit-view'
import { transactionServicesDelay } from './response-delay'
import { savingsOverview } from './savings-overview'

const depositNotFound = (id: string) =>
  new ServiceError(404, 'depositNotFound', `Deposit ${id} not found`)
const orderNotFound = (id: string) =>
  new ServiceError(404, 'orderNotFound', `Order ${id} not found`)

/**
 * The savings service (`/das/v1`): only the token's own customers, and only their ids; ordering
 * needs `order_deposit`, notice `withdraw` (the roles table, README). The bank's batch books
 * whatever fell due before anything is read or changed.
 */
export function createSavingsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm, ledger, access } = ctx
  const router = new Hono<AccessEnv>()
  const reads = { access: access.owner }
  const orders = { access: access.authorized('order_deposit') }
  const afterBatch =
    <I, T>(handle: (input: I) => Promise<T>) =>
    async (input: I) => {
      await ledger.runDueEvents()
      return handle(input)
    }
  const depositView = async (customerId: string, depositId: string) => {
    const [view] = await depositViews(orm, customerId, await ledger.clock.today(), depositId)
    return view ?? depositNotFound(depositId)
  }

  registerEndpoint(
    router,
    savingsContract.getOverview,
    afterBatch(async ({ params, context }) =>
      timedRead(context, async () =>
        savingsOverview(orm, params.customerId, await ledger.clock.today()),
      ),
    ),
    reads,
  )
  registerEndpoint(
    router,
    savingsContract.getDeposit,
    afterBatch(async ({ params }) => {
      const view = await depositView(params.customerId, params.depositId)
      if (view instanceof ServiceError) return view
      const page = await bookingPage(orm, params.customerId, {
        depositId: params.depositId,
        page: 1,
        pageSize: 200,
      })
      return { ...view, bookings: page.items }
    }),
    reads,
  )
  registerEndpoint(
    router,
    savingsContract.placeOrder,
    afterBatch(async ({ params, body, context }) => {
      const idempotency = idempotencyOf(context)
      if (idempotency instanceof ServiceError) return idempotency
      return sendIdempotent(await ledger.placeOrder(params.customerId, body, idempotency))
    }),
    orders,
  )
  registerEndpoint(
    router,
    savingsContract.getOrder,
    afterBatch(async ({ params }) => {
      const [order] = await orderViews(orm, params.customerId, { orderId: params.orderId })
      return order ?? orderNotFound(params.orderId)
    }),
    reads,
  )
  registerEndpoint(
    router,
    savingsContract.cancelOrder,
    afterBatch(async ({ params }) => {
      const cancelled = await ledger.cancelOrder(params.customerId, params.orderId)
      if (cancelled instanceof ServiceError) return cancelled
      const [view] = await orderViews(orm, params.customerId, { orderId: params.orderId })
      return view ?? orderNotFound(params.orderId)
    }),
    orders,
  )
  registerEndpoint(
    router,
    savingsContract.changeProlongation,
    afterBatch(async ({ params, body }) => {
      const { customerId, depositId } = params
      const changed = await ledger.changeProlongation(customerId, depositId, body.prolongation)
      return changed instanceof ServiceError ? changed : depositView(customerId, depositId)
    }),
    orders,
  )
  registerEndpoint(
    router,
    savingsContract.giveNotice,
    afterBatch(async ({ params }) => {
      const noticed = await ledger.giveNotice(params.customerId, params.depositId)
      return noticed instanceof ServiceError
        ? noticed
        : depositView(params.customerId, params.depositId)
    }),
    { access: access.authorized('withdraw') },
  )
  registerEndpoint(
    router,
    savingsContract.listBookings,
    afterBatch(async ({ params, query, context }) => {
      await transactionServicesDelay.wait(context.req.raw.signal)
      return timedRead(context, () => bookingPage(orm, params.customerId, query))
    }),
    reads,
  )
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
