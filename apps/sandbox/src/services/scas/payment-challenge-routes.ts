import { strongAuthenticationContract } from '@portal/api-clients/contracts/strong-authentication'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { actionError } from '../../bank/access/customer-actor'
import { loadCustomerContext } from '../../bank/ledger/customer-context'
import {
  secondsUntilNextPaymentChallenge,
  tooManyChallengesResponse,
} from '../../bank/sca/challenge-rate-limit'
import { createPaymentChallenge, verifyPaymentChallenge } from '../../bank/sca/payment-binding'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'

/**
 * Payment challenges: an mTAN to the account's mobile number, bound to one amount, currency and
 * payee (payouts, investment orders and savings plans confirm with it). Only a person whose role
 * allows the payment may have the bank send one (no SMS otherwise), and at most
 * `paymentChallengeLimit` per account within its window (429 with the time to wait).
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
      // A payout goes to the reference account; any other payee is an investment's custody.
      const action = body.payeeIban === customer.referenceKey ? 'withdraw' : 'invest'
      const refused = actionError(context.get('actor'), action)
      if (refused) return refused
      const now = await clock.now()
      const wait = await secondsUntilNextPaymentChallenge(orm, customer.id, now)
      if (wait > 0) return tooManyChallengesResponse(wait)
      return createPaymentChallenge(orm, customer, body, context.get('access').userId, now)
    },
    { successStatus: 201, access: ctx.access.person },
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
