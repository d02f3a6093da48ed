import type { CustomerAction } from '@portal/domain/customer-data/customer-actions'
import type { Context, MiddlewareHandler } from 'hono'
import type { SandboxOrm } from '../../db/database'
import { ServiceError } from '../../http/service-error'
import type { VerifiedAccess } from '../../identity/access-token'
import { bearerToken, standingRefusal, verifyBearer } from '../../identity/bearer-auth'
import type { IdentityProvider } from '../../identity/identity-provider'
import {
  actionError,
  type CustomerActor,
  loadActor,
  ownershipError,
  withOnboardingRoles,
} from './customer-actor'

/** What a route behind an access rule finds in its context. */
export interface AccessEnv {
  Variables: {
    /** The verified token. */
    access: VerifiedAccess
    /** The login's person on the path's account (rules `person` and `authorized`). */
    actor: CustomerActor
  }
}

export type AccessRule = MiddlewareHandler<AccessEnv>

export interface AuthorizeOptions {
  /** While the account is REGISTERED, the person's REQUESTED roles count (onboarding). */
  duringOnboarding?: boolean
}

/**
 * The bank's access rules, as middleware in front of a route: a route names the one it needs,
 * and nothing of the service runs (not even the check of its input) for a request it refuses.
 * 401 without a valid token, 403 `unauthorized` for a customer id the token does not own, 404 for
 * an account that does not exist, 403 `actionNotPermitted` when the person's roles do not allow
 * the action.
 */
export interface Access {
  /** A valid token; the route acts on the token's own login (`/users/me/...`). */
  signedIn: AccessRule
  /** ...and the path's `:customerId` belongs to the token. */
  owner: AccessRule
  /** ...and the login's person on that account is loaded as `actor`. */
  person: AccessRule
  /** ...and the person's roles there allow `action`. */
  authorized(action: CustomerAction, options?: AuthorizeOptions): AccessRule
}

type Check = (c: Context<AccessEnv>) => Promise<ServiceError | undefined>

export function createAccess(orm: SandboxOrm, idp: IdentityProvider): Access {
  /** The bearer check first, then `check`; a refusal answers at once. */
  const rule =
    (check: Check): AccessRule =>
    async (c, next) => {
      const access = await verifyBearer(idp, c)
      if (access instanceof Response) return access
      c.set('access', access)
      const refused = await check(c)
      if (refused) return refused.toResponse()
      await next()
    }
  const customerIdOf = (c: Context<AccessEnv>) => c.req.param('customerId') ?? ''
  /**
   * Loads the login's person on the path's account as `actor` in the same round trip as the
   * login's standing, then lets `judge` refuse.
   */
  const personRule =
    (judge: (actor: CustomerActor) => ServiceError | undefined): AccessRule =>
    async (c, next) => {
      const access = await bearerToken(idp, c)
      if (access instanceof Response) return access
      const { standing, actor } = await loadActor(orm, access, customerIdOf(c))
      const refusedLogin = standingRefusal(standing)
      if (refusedLogin) return refusedLogin
      c.set('access', access)
      if (actor instanceof ServiceError) return actor.toResponse()
      c.set('actor', actor)
      const refused = judge(actor)
      if (refused) return refused.toResponse()
      await next()
    }
  return {
    signedIn: rule(async () => undefined),
    owner: rule(async (c) => ownershipError(c.get('access'), customerIdOf(c))),
    person: personRule(() => undefined),
    authorized: (action, options = {}) =>
      personRule((actor) =>
        actionError(options.duringOnboarding ? withOnboardingRoles(actor) : actor, action),
      ),
  }
}
