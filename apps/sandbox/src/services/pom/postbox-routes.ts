import { postboxV1Contract } from '@portal/api-clients/contracts/postbox'
import { postboxV2Contract } from '@portal/api-clients/contracts/postbox-v2'
import { BacNumber } from '@portal/domain'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { authorize } from '../../bank/access/customer-actor'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import { type AuthenticatedEnv, requireBearer } from '../../identity/bearer-auth'
import type { CustomerDataContext } from '../service-context'
import {
  bankWrites,
  findMessage,
  findThread,
  messagesOfFolder,
  pageOfFolder,
  sendMessage,
  setRead,
  summaryOf,
  withBodies,
} from './postbox-store'

/**
 * Postbox (`/pom/api/v1`): the v1 endpoints (`/postbox/:customerId/...`) and the v2 endpoints
 * (`/customers/:customerId/...`) over the same messages. Reading needs `read_postbox`, writing
 * `write_postbox`; another customer's message or thread id answers 404.
 */
export function createPostboxRoutes(ctx: CustomerDataContext): Hono<AuthenticatedEnv> {
  const { orm } = ctx
  const router = new Hono<AuthenticatedEnv>()
  router.use('/postbox/*', requireBearer(ctx.idp))
  router.use('/customers/:customerId/messages/*', requireBearer(ctx.idp))
  router.use('/customers/:customerId/messages', requireBearer(ctx.idp))
  router.use('/customers/:customerId/threads/*', requireBearer(ctx.idp))
  const reader = (access: Parameters<typeof authorize>[1], customerId: string) =>
    authorize(orm, access, customerId, 'read_postbox')
  const writer = (access: Parameters<typeof authorize>[1], customerId: string) =>
    authorize(orm, access, customerId, 'write_postbox')

  if (ctx.demoControls) {
    // Local demo control: the bank writes to a customer (its HTML as the bank would send it),
    // to show a new message arriving and how the portal sanitises what the bank wrote.
    router.post('/sandbox/bank-messages', async (c) => {
      const request = BankMessageRequest.safeParse(await c.req.json().catch(() => null))
      if (!request.success) {
        return new ServiceError(400, 'invalidRequest', 'customerId, subject and html.').toResponse()
      }
      return c.json(await bankWrites(orm, request.data, await ctx.clock.now()), 201)
    })
  }

  registerEndpoint(router, postboxV1Contract.listMessages, async ({ params, query, context }) => {
    const actor = await reader(context.get('access'), params.customerId)
    if (actor instanceof ServiceError) return actor
    return { messages: await messagesOfFolder(orm, params.customerId, query.folder) }
  })
  registerEndpoint(
    router,
    postboxV1Contract.markRead,
    async ({ params, body, context }) => {
      const actor = await reader(context.get('access'), params.customerId)
      if (actor instanceof ServiceError) return actor
      const row = await setRead(
        orm,
        params.customerId,
        params.messageId,
        body.read,
        await ctx.clock.now(),
      )
      return row instanceof ServiceError ? row : {}
    },
    { successStatus: 204 },
  )
  const send = async (input: {
    params: { customerId: string }
    body: { subject: string; text: string; threadId?: string | undefined; attachmentIds: string[] }
    context: Context<AuthenticatedEnv>
  }) => {
    const actor = await writer(input.context.get('access'), input.params.customerId)
    if (actor instanceof ServiceError) return actor
    return sendMessage(orm, input.params.customerId, input.body, await ctx.clock.now())
  }
  registerEndpoint(router, postboxV1Contract.sendMessage, send, { successStatus: 201 })

  registerEndpoint(router, postboxV2Contract.listMessages, async ({ params, query, context }) => {
    const actor = await reader(context.get('access'), params.customerId)
    if (actor instanceof ServiceError) return actor
    return pageOfFolder(orm, params.customerId, query)
  })
  registerEndpoint(router, postboxV2Contract.getMessage, async ({ params, context }) => {
    const actor = await reader(context.get('access'), params.customerId)
    if (actor instanceof ServiceError) return actor
    const row = await findMessage(orm, params.customerId, params.messageId)
    if (row instanceof ServiceError) return row
    const [message] = await withBodies(orm, params.customerId, [row])
    return message ?? new ServiceError(404, 'messageNotFound', 'No such message.')
  })
  registerEndpoint(router, postboxV2Contract.getThread, async ({ params, context }) => {
    const actor = await reader(context.get('access'), params.customerId)
    if (actor instanceof ServiceError) return actor
    return findThread(orm, params.customerId, params.threadId)
  })
  registerEndpoint(router, postboxV2Contract.markRead, async ({ params, body, context }) => {
    const actor = await reader(context.get('access'), params.customerId)
    if (actor instanceof ServiceError) return actor
    const row = await setRead(
      orm,
      params.customerId,
      params.messageId,
      body.read,
      await ctx.clock.now(),
    )
    return row instanceof ServiceError ? row : summaryOf(row)
  })
  registerEndpoint(router, postboxV2Contract.sendMessage, send, { successStatus: 201 })
  return router
}

const BankMessageRequest = z.object({
  customerId: BacNumber,
  subject: z.string().trim().min(1).max(200),
  html: z.string().min(1).max(10_000),
  folder: z.enum(['inbox', 'documents']).default('inbox'),
})
