import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import type { ServiceContext } from '../service-context'
import { createConsentsRoutes } from './consents-routes'
import { createCustomerDataRoutes } from './customer-data-routes'
import { createCustomersRoutes } from './customers-routes'
import { createReferralsRoutes } from './referrals-routes'

/**
 * Customer administration (`/cas/v1`): the customer with its persons and reference accounts,
 * person edits, data confirmation, referral leads and consents.
 */
export function createCasRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  router.route('/', createCustomersRoutes(ctx))
  router.route('/', createCustomerDataRoutes(ctx))
  router.route('/', createReferralsRoutes(ctx))
  router.route('/', createConsentsRoutes(ctx))
  return router
}
