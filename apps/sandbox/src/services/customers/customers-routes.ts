import { customersContract, parseCustomerEmbed } from '@portal/api-clients/contracts/customers'
import { Hono } from 'hono'
import type { SandboxOrm } from '../../db/database'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, ownershipError, requireBearer } from '../../identity/bearer-auth'
import type { IdentityProvider } from '../../identity/identity-provider'
import { findCustomer } from './customer-lookup'

/** Customer administration (`/cas/v1`): only the token's own customers. */
export function createCustomersRoutes(
  orm: SandboxOrm,
  idp: IdentityProvider,
): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  router.use('*', requireBearer(idp))
  registerEndpoint(router, customersContract.getCustomer, async ({ params, query, context }) => {
    const forbidden = ownershipError(context.get('access'), params.customerId)
    if (forbidden !== undefined) return forbidden
    const customer = await findCustomer(orm, params.customerId, parseCustomerEmbed(query.embed))
    return (
      customer ??
      new ServiceError(404, 'customerNotFound', `Customer ${params.customerId} not found`)
    )
  })
  return router
}
