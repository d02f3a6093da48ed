import { customerTaxContract } from '@portal/api-clients/contracts/customer-tax'
import { Hono } from 'hono'
import { authorize } from '../../bank/access/customer-actor'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, requireBearer } from '../../identity/bearer-auth'
import type { CustomerDataContext } from '../service-context'
import { exemptionOverview, putExemptionOrder } from './exemption-orders'

/** Customer tax (`/dss`): German exemption orders; reading and filing need `file_exemption_order`. */
export function createCustomerTaxRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  router.use('/customers/*', requireBearer(ctx.idp))
  registerEndpoint(
    router,
    customerTaxContract.getExemptionOverview,
    async ({ params, query, context }) => {
      const actor = await authorize(
        ctx.orm,
        context.get('access'),
        params.customerId,
        'file_exemption_order',
      )
      if (actor instanceof ServiceError) return actor
      return exemptionOverview(ctx, params.customerId, query.taxYear)
    },
  )
  registerEndpoint(
    router,
    customerTaxContract.putExemptionOrder,
    async ({ params, body, context }) => {
      const actor = await authorize(
        ctx.orm,
        context.get('access'),
        params.customerId,
        'file_exemption_order',
      )
      if (actor instanceof ServiceError) return actor
      return putExemptionOrder(ctx, actor, { taxYear: params.taxYear, bankId: params.bankId }, body)
    },
  )
  return router
}
