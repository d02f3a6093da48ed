import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import type { ServiceContext } from '../service-context'
import { createIntegrationRoutes } from './integration-routes'
import { createInvestmentsRoutes } from './investments-routes'

/**
 * The investor-facing integration service (`/pia/api/v1`): portfolios, orders and savings
 * plans, fund prices (public), and the marketing click-id store.
 */
export function createPiaRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  router.route('/', createInvestmentsRoutes(ctx))
  router.route('/', createIntegrationRoutes())
  return router
}
