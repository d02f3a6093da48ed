import { dataChangeScaContract } from '@portal/api-clients/contracts/user-account'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { ownPerson } from '../../bank/access/own-person'
import {
  createDataChangeChallenge,
  verifyDataChangeChallenge,
} from '../../bank/sca/data-change-binding'
import { subjectOfRequestedChange } from '../../bank/sca/data-change-subject'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

/**
 * Data-change challenges: an mTAN to the login's own mobile number, bound to the change's
 * purpose and digest; only the login that asked can verify it.
 */
export function createDataChangeChallengeRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    dataChangeScaContract.createChallenge,
    async ({ params, body, context }) => {
      const subject = subjectOfRequestedChange(body.purpose, body.change)
      if (subject instanceof ServiceError) return subject
      const { userId } = context.get('access')
      const own = await ownPerson(ctx.orm, userId)
      if (own === undefined) return new ServiceError(404, 'userNotFound', 'No such user.')
      const phoneNumber = own.person.contactDetails.phoneNumber || null
      const owner = { customerId: params.customerId, userId, phoneNumber }
      return createDataChangeChallenge(ctx.orm, owner, body.purpose, subject, await ctx.clock.now())
    },
    { successStatus: 201, access: ctx.access.owner },
  )
  registerEndpoint(
    router,
    dataChangeScaContract.verifyChallenge,
    async ({ params, body, context }) =>
      verifyDataChangeChallenge(
        ctx.orm,
        { customerId: params.customerId, userId: context.get('access').userId },
        params.challengeId,
        body.code,
        await ctx.clock.now(),
      ),
    { access: ctx.access.owner },
  )
  return router
}
