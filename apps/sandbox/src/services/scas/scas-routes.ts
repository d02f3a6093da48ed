import { strongAuthenticationSandboxContract } from '@portal/api-clients/contracts/strong-authentication'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { smsOutbox } from '../../db/schema'
import { registerEndpoint } from '../../http/contract-route'
import type { ServiceContext } from '../service-context'
import { createDataChangeChallengeRoutes } from './data-change-challenge-routes'
import { createPaymentChallengeRoutes } from './payment-challenge-routes'

/**
 * Strong customer authentication (`/scas/api/v2`): payment and data-change challenges of the
 * bank's one challenge engine (src/bank/sca); the SMS outbox only with demo controls.
 */
export function createScasRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  if (ctx.demoControls) {
    registerEndpoint(router, strongAuthenticationSandboxContract.listSms, async ({ query }) => {
      const messages = await ctx.orm
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
  router.route('/', createPaymentChallengeRoutes(ctx))
  router.route('/', createDataChangeChallengeRoutes(ctx))
  return router
}
