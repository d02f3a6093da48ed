import { savingsContract } from '@portal/api-clients/contracts/savings'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { afterBatch } from './after-batch'
import { depositViewOf } from './deposit-view'

/**
 * Changes of a deposit (`/das/v1/customers/:customerId/deposits/:depositId`): the prolongation
 * choice (`order_deposit`) and a notice (`withdraw`); each answers the deposit as it is now.
 */
export function createDepositRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { ledger } = ctx
  const router = new Hono<AccessEnv>()
  const batched = afterBatch(ledger)
  registerEndpoint(
    router,
    savingsContract.changeProlongation,
    batched(async ({ params, body }) => {
      const { customerId, depositId } = params
      const changed = await ledger.changeProlongation(customerId, depositId, body.prolongation)
      return changed instanceof ServiceError ? changed : depositViewOf(ctx, customerId, depositId)
    }),
    { access: ctx.access.authorized('order_deposit') },
  )
  registerEndpoint(
    router,
    savingsContract.giveNotice,
    batched(async ({ params, body }) => {
      const { customerId, depositId } = params
      const noticed = await ledger.giveNotice(customerId, depositId, body?.amount)
      return noticed instanceof ServiceError ? noticed : depositViewOf(ctx, customerId, depositId)
    }),
    { access: ctx.access.authorized('withdraw') },
  )
  return router
}
