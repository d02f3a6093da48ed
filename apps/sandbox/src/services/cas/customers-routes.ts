import { customersContract, parseCustomerEmbed } from '@portal/api-clients/contracts/customers'
import type { Customer } from '@portal/domain'
import { Hono } from 'hono'
import { actionError, loadActor, withOnboardingRoles } from '../../bank/access/customer-actor'
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
    if (customer === undefined) {
      return new ServiceError(404, 'customerNotFound', `Customer ${params.customerId} not found`)
    }
    const actor = await loadActor(orm, context.get('access'), params.customerId)
    if (actor instanceof ServiceError) return actor
    return actionError(withOnboardingRoles(actor), 'view_account') === undefined
      ? customer
      : ownPartOnly(customer, actor.personId)
  })
  return router
}

/**
 * For a person whose roles do not include `view_account` (an ULTIMATE_BENEFICIAL_OWNER, a
 * TAX_PARTNER): the account with only their own person and no reference accounts, enough to show
 * and edit their own data and to know their roles.
 */
function ownPartOnly(customer: Customer, personId: string): Customer {
  if (customer._embedded === undefined) return customer
  const persons = customer._embedded.persons?.filter((person) => person.id === personId)
  return {
    ...customer,
    _embedded: {
      ...(persons === undefined ? {} : { persons }),
      ...(customer._embedded.referenceAccounts === undefined ? {} : { referenceAccounts: [] }),
    },
  }
}
