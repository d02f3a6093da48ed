import { strongAuthenticationContract } from '@portal/api-clients/contracts/strong-authentication'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { loadCustomerContext } from '../../bank/ledger/customer-context'
import { createPaymentChallenge, verifyPaymentChallenge } from '../../bank/sca/payment-binding'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

/**
 * Payment challenges: an mTAN to the account's mobile number, bound to one amount, currency and
 * payee (payouts, investment orders and savings plans confirm with it).
 */
export function createPaymentChallengeRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm, clock } = ctx
  const router = new Hono<AccessEnv>()
  registerEndpoint(
    router,
    strongAuthenticationContract.createChallenge,
    async ({ params, body, context }) => {
      const customer = await loadCustomerContext(orm, params.customerId)
      if (customer === undefined) {
        return new ServiceError(404, 'customerNotFound', `Customer ${params.customerId} not found`)
      }
      const requestedBy = context.get('access').userId
      return createPaymentChallenge(orm, customer, body, requestedBy, await clock.now())
    },
    { successStatus: 201, access: ctx.access.owner },
  )
  registerEndpoint(
    router,
    strongAuthenticationContract.verifyChallenge,
    async ({ params, body }) =>
      verifyPaymentChallenge(orm, params.customerId, params.challengeId, body, await clock.now()),
    { access: ctx.access.owner },
  )
  return router
}
