import { customersContract, parseCustomerEmbed } from '@portal/api-clients/contracts/customers'
import type { Customer } from '@portal/domain'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { actionError, withOnboardingRoles } from '../../bank/access/customer-actor'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { findCustomer } from './customer-lookup'

/**
 * The customer fetch: every person of the account sees it; one whose roles do not include
 * `view_account` sees only their own part.
 */
export function createCustomersRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    customersContract.getCustomer,
    async ({ params, query, context }) => {
      const customer = await findCustomer(
        ctx.orm,
        params.customerId,
        parseCustomerEmbed(query.embed),
      )
      if (customer === undefined) {
        return new ServiceError(404, 'customerNotFound', `Customer ${params.customerId} not found`)
      }
      const actor = context.get('actor')
      return actionError(withOnboardingRoles(actor), 'view_account') === undefined
        ? customer
        : ownPartOnly(customer, actor.personId)
    },
    { access: ctx.access.person },
  )
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
