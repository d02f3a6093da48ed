import {
  strongAuthenticationContract,
  strongAuthenticationSandboxContract,
} from '@portal/api-clients/contracts/strong-authentication'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { loadCustomerContext } from '../../bank/ledger/customer-context'
import { createPaymentChallenge, verifyPaymentChallenge } from '../../bank/sca/payment-binding'
import type { SandboxClock } from '../../clock/sandbox-clock'
import type { SandboxOrm } from '../../db/database'
import { smsOutbox } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, ownershipError, requireBearer } from '../../identity/bearer-auth'
import type { IdentityProvider } from '../../identity/identity-provider'

/** Strong customer authentication (`/scas/api/v2`); the SMS outbox only with demo controls. */
export function createStrongAuthenticationRoutes(
  orm: SandboxOrm,
  idp: IdentityProvider,
  clock: SandboxClock,
  options: { demoControls: boolean },
): Hono<AuthenticatedEnv> {
  const router = new Hono<AuthenticatedEnv>()
  if (options.demoControls) {
    registerEndpoint(router, strongAuthenticationSandboxContract.listSms, async ({ query }) => {
      const messages = await orm
        .select()
        .from(smsOutbox)
        .where(
          query.customerId === undefined ? undefined : eq(smsOutbox.customerId, query.customerId),
        )
        .orderBy(desc(smsOutbox.id))
        .limit(50)
      return { messages }
    })
  }
  router.use('/customers/*', requireBearer(idp))
  registerEndpoint(
    router,
    strongAuthenticationContract.createChallenge,
    async ({ params, body, context }) => {
      const forbidden = ownershipError(context.get('access'), params.customerId)
      if (forbidden !== undefined) return forbidden
      const customer = await loadCustomerContext(orm, params.customerId)
      if (customer === undefined)
        return new ServiceError(404, 'customerNotFound', `Customer ${params.customerId} not found`)
      return createPaymentChallenge(
        orm,
        customer,
        body,
        context.get('access').userId,
        await clock.now(),
      )
    },
    { successStatus: 201 },
  )
  registerEndpoint(
    router,
    strongAuthenticationContract.verifyChallenge,
    async ({ params, body, context }) => {
      const forbidden = ownershipError(context.get('access'), params.customerId)
      if (forbidden !== undefined) return forbidden
      return verifyPaymentChallenge(
        orm,
        params.customerId,
        params.challengeId,
        body,
        await clock.now(),
      )
    },
  )
  return router
}
