import { BacNumber } from '@portal/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AccessEnv } from '../../bank/access/authorized'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import { createNotificationsRoutes } from './notifications-routes'
import { createPostboxRoutes } from './postbox-routes'
import { bankWrites } from './postbox-store'

const BankMessageRequest = z.object({
  customerId: BacNumber,
  subject: z.string().trim().min(1).max(200),
  html: z.string().min(1).max(10_000),
  folder: z.enum(['inbox', 'documents']).default('inbox'),
})

/**
 * Postbox (`/pom/api/v1`): messages (v1 and v2 paths) and notifications. With demo controls the
 * bank writes to a customer (`POST /sandbox/bank-messages`, its HTML as the bank would send it),
 * to show a new message arriving and how the portal sanitises what the bank wrote.
 */
export function createPomRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const router = new Hono<AccessEnv>()
  if (ctx.demoControls) {
    router.post('/sandbox/bank-messages', async (c) => {
      const request = BankMessageRequest.safeParse(await c.req.json().catch(() => null))
      if (!request.success) {
        return new ServiceError(400, 'invalidRequest', 'customerId, subject and html.').toResponse()
      }
      return c.json(await bankWrites(ctx.orm, request.data, await ctx.clock.now()), 201)
    })
  }
  router.route('/', createNotificationsRoutes(ctx))
  router.route('/', createPostboxRoutes(ctx))
  return router
}
