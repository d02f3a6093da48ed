import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import type { ServiceContext } from '../service-context'
import { createEmergencyBrakesRoutes } from './emergency-brakes-routes'
import { createMailConsentRoutes } from './mail-consent-routes'
import { createUmsSandboxRoutes } from './ums-sandbox-routes'
import { createUserAccountRoutes } from './user-account-routes'
import { createUsersRoutes } from './users-routes'

/**
 * User management (`/ums/v1`): registration (public), the login's own user, its contact data
 * and password (with SCA), its emergency brakes and mail consents; the mail outbox and support's
 * mTAN unlock only with demo controls.
 */
export function createUmsRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  if (ctx.demoControls) router.route('/', createUmsSandboxRoutes(ctx))
  router.route('/', createUsersRoutes(ctx))
  router.route('/', createUserAccountRoutes(ctx))
  router.route('/', createEmergencyBrakesRoutes(ctx))
  router.route('/', createMailConsentRoutes(ctx))
  return router
}
