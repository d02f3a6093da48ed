import { identityErrorCodes } from '@portal/api-clients/contracts/identity'
import { usersContract } from '@portal/api-clients/contracts/users'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { SandboxOrm } from '../../db/database'
import { consents, persons, users } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, requireBearer } from '../../identity/bearer-auth'
import type { IdentityProvider } from '../../identity/identity-provider'
import { registerUser } from './registration'

/**
 * User management (`/ums/v1`): registration is public, everything else needs a token. The
 * password changes only through the user-account routes, with SCA.
 */
export function createUsersRoutes(orm: SandboxOrm, idp: IdentityProvider): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  registerEndpoint(
    router,
    usersContract.register,
    ({ body }) => registerUser(orm, body, new Date(idp.config.now())),
    { successStatus: 201 },
  )
  router.use('*', requireBearer(idp))
  registerEndpoint(router, usersContract.getCurrentUser, async ({ context }) => {
    const access = context.get('access')
    const [row] = await orm
      .select({ user: users, firstName: persons.firstName, lastName: persons.lastName })
      .from(users)
      .innerJoin(persons, eq(persons.id, users.personId))
      .where(eq(users.id, access.userId))
    if (row === undefined) return userGone()
    return {
      id: row.user.id,
      username: row.user.username,
      firstName: row.firstName,
      lastName: row.lastName,
      bacNumbers: row.user.bacNumbers,
    }
  })
  registerEndpoint(router, usersContract.getMailConsents, async ({ context }) => {
    const rows = await orm
      .select({ id: consents.id, valid: consents.valid })
      .from(consents)
      .where(eq(consents.userId, context.get('access').userId))
      .orderBy(asc(consents.id))
    return { consents: rows }
  })
  return router
}

const userGone = () =>
  new ServiceError(401, identityErrorCodes.unauthenticated, 'The user of this token is gone.')
