import { dataChangeScaContract } from '@portal/api-clients/contracts/user-account'
import { Hono } from 'hono'
import { personOfUser } from '../../bank/access/customer-actor'
import {
  createDataChangeChallenge,
  verifyDataChangeChallenge,
} from '../../bank/sca/data-change-binding'
import { subjectOfRequestedChange } from '../../bank/sca/data-change-subject'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, ownershipError, requireBearer } from '../../identity/bearer-auth'
import type { CustomerDataContext } from '../service-context'

/**
 * Data-change challenges on strong customer authentication (`/scas/api/v2`), beside the payment
 * challenges of the savings service: an mTAN to the login's own mobile number, bound to the
 * change's purpose and digest.
 */
export function createDataChangeScaRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  router.use('/customers/:customerId/data-change-challenges/*', requireBearer(ctx.idp))
  router.use('/customers/:customerId/data-change-challenges', requireBearer(ctx.idp))
  registerEndpoint(
    router,
    dataChangeScaContract.createChallenge,
    async ({ params, body, context }) => {
      const access = context.get('access')
      const forbidden = ownershipError(access, params.customerId)
      if (forbidden) return forbidden
      const subject = subjectOfRequestedChange(body.purpose, body.change)
      if (subject instanceof ServiceError) return subject
      const owner = await personOfUser(ctx.orm, access.userId)
      if (owner === undefined) return new ServiceError(404, 'userNotFound', 'No such user.')
      return createDataChangeChallenge(
        ctx.orm,
        {
          customerId: params.customerId,
          userId: access.userId,
          phoneNumber: owner.person.contactDetails.phoneNumber || null,
        },
        body.purpose,
        subject,
        await ctx.clock.now(),
      )
    },
    { successStatus: 201 },
  )
  registerEndpoint(
    router,
    dataChangeScaContract.verifyChallenge,
    async ({ params, body, context }) => {
      const access = context.get('access')
      const forbidden = ownershipError(access, params.customerId)
      if (forbidden) return forbidden
      return verifyDataChangeChallenge(
        ctx.orm,
        { customerId: params.customerId, userId: access.userId },
        params.challengeId,
        body.code,
        await ctx.clock.now(),
      )
    },
  )
  return router
}
