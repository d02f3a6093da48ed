import { customerTaxContract } from '@portal/api-clients/contracts/customer-tax'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { registerEndpoint } from '../../http/contract-route'
import type { ServiceContext } from '../service-context'
import { exemptionOverview, putExemptionOrder } from './exemption-orders'

/** Customer tax (`/dss`): German exemption orders; reading and filing need `file_exemption_order`. */
export function createDssRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  const files = { access: ctx.access.authorized('file_exemption_order') }
  registerEndpoint(
    router,
    customerTaxContract.getExemptionOverview,
    ({ params, query }) => exemptionOverview(ctx, params.customerId, query.taxYear),
    files,
  )
  registerEndpoint(
    router,
    customerTaxContract.putExemptionOrder,
    ({ params, body, context }) =>
      putExemptionOrder(
        ctx,
        context.get('actor'),
        { taxYear: params.taxYear, bankId: params.bankId },
        body,
      ),
    files,
  )
  return router
}
