import { paymentsContract } from '@portal/api-clients/contracts/payments'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { registerEndpoint } from '../../http/contract-route'
import { idempotencyOf, sendIdempotent } from '../../http/idempotent-answer'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

/**
 * The payment service (`/cps/api/v1`): money out of the settlement account or an overnight or
 * Flexgeld deposit, to the reference account only, with a verified mTAN for exactly this amount
 * and payee (the ledger checks both) and an `Idempotency-Key`; the person needs `withdraw`.
 */
export function createCpsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { ledger } = ctx
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    paymentsContract.withdraw,
    async ({ params, body, context }) => {
      await ledger.catchUp()
      const idempotency = idempotencyOf(context)
      if (idempotency instanceof ServiceError) return idempotency
      return sendIdempotent(await ledger.withdraw(params.customerId, body, idempotency))
    },
    { access: ctx.access.authorized('withdraw') },
  )
  return router
}
