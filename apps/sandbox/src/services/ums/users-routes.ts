import { identityErrorCodes } from '@portal/api-clients/contracts/identity'
import { usersContract } from '@portal/api-clients/contracts/users'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { ownPerson } from '../../bank/access/own-person'
import { consents } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { askedLanguage } from '../../http/request-language'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { registerUser } from './registration'

export const userGone = () =>
  new ServiceError(401, identityErrorCodes.unauthenticated, 'The user of this token is gone.')

/** Registration (public), the login's own user and its mail consents. */
export function createUsersRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm, access } = ctx
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    usersContract.register,
    // the page's language, sent as Accept-Language, becomes the correspondence language
    ({ body, context }) =>
      registerUser(orm, body, new Date(ctx.idp.config.now()), askedLanguage(context)),
    { successStatus: 201 },
  )
  registerEndpoint(
    router,
    usersContract.getCurrentUser,
    async ({ context }) => {
      const own = await ownPerson(orm, context.get('access').userId)
      if (own === undefined) return userGone()
      return {
        id: own.user.id,
        username: own.user.username,
        firstName: own.person.firstName,
        lastName: own.person.lastName,
        bacNumbers: own.user.bacNumbers,
      }
    },
    { access: access.signedIn },
  )
  registerEndpoint(
    router,
    usersContract.getMailConsents,
    async ({ context }) => {
      const rows = await orm
        .select({ id: consents.id, valid: consents.valid })
        .from(consents)
        .where(eq(consents.userId, context.get('access').userId))
        .orderBy(asc(consents.id))
      return { consents: rows }
    },
    { access: access.signedIn },
  )
  return router
}
