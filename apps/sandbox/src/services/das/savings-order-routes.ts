import { savingsContract } from '@portal/api-clients/contracts/savings'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { orderViews } from '../../bank/ledger/order-views'
import { registerEndpoint } from '../../http/contract-route'
import { idempotencyOf, sendIdempotent } from '../../http/idempotent-answer'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { afterBatch } from './after-batch'

const orderNotFound = (id: string) =>
  new ServiceError(404, 'orderNotFound', `Order ${id} not found`)

/**
 * Orders for deposits (`/das/v1/customers/:customerId/orders`): placing (with an
 * `Idempotency-Key`) and cancelling need `order_deposit`; another customer's order is 404.
 */
export function createSavingsOrderRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm, ledger } = ctx
  const router = new Hono<AccessEnv>()
  const orders = { access: ctx.access.authorized('order_deposit') }
  const batched = afterBatch(ledger)
  const orderView = async (customerId: string, orderId: string) => {
    const today = await ctx.clock.today()
    const [view] = await orderViews(orm, customerId, today, { orderId })
    return view ?? orderNotFound(orderId)
  }
  registerEndpoint(
    router,
    savingsContract.placeOrder,
    batched(async ({ params, body, context }) => {
      const idempotency = idempotencyOf(context)
      if (idempotency instanceof ServiceError) return idempotency
      return sendIdempotent(await ledger.placeOrder(params.customerId, body, idempotency))
    }),
    orders,
  )
  registerEndpoint(
    router,
    savingsContract.getOrder,
    batched(({ params }) => orderView(params.customerId, params.orderId)),
    { access: ctx.access.owner },
  )
  registerEndpoint(
    router,
    savingsContract.cancelOrder,
    batched(async ({ params }) => {
      const cancelled = await ledger.cancelOrder(params.customerId, params.orderId)
      return cancelled instanceof ServiceError
        ? cancelled
        : orderView(params.customerId, params.orderId)
    }),
    orders,
  )
  return router
}
