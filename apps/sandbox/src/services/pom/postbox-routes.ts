import { postboxV1Contract } from '@portal/api-clients/contracts/postbox'
import { postboxV2Contract } from '@portal/api-clients/contracts/postbox-v2'
import { type Context, Hono } from 'hono'
import type { AccessEnv } from '../../bank/access/authorized'
import { registerEndpoint } from '../../http/contract-route'
import { ServiceError } from '../../http/service-error'
import type { ServiceContext } from '../service-context'
import {
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
 * The postbox: the v1 endpoints (`/postbox/:customerId/...`) and the v2 endpoints
 * (`/customers/:customerId/...`) over the same messages. Reading needs `read_postbox`, writing
 * `write_postbox`; another customer's message or thread id answers 404.
 */
export function createPostboxRoutes(ctx: ServiceContext): Hono<AccessEnv> {
  const { orm } = ctx
  const router = new Hono<AccessEnv>()
  const reads = { access: ctx.access.authorized('read_postbox') }
  const writes = { access: ctx.access.authorized('write_postbox'), successStatus: 201 as const }
  const now = () => ctx.clock.now()

  registerEndpoint(
    router,
    postboxV1Contract.listMessages,
    async ({ params, query }) => ({
      messages: await messagesOfFolder(orm, params.customerId, query.folder),
    }),
    reads,
  )
  registerEndpoint(
    router,
    postboxV1Contract.markRead,
    async ({ params, body }) => {
      const row = await setRead(orm, params.customerId, params.messageId, body.read, await now())
      return row instanceof ServiceError ? row : {}
    },
    { ...reads, successStatus: 204 },
  )
  const send = async (input: {
    params: { customerId: string }
    body: { subject: string; text: string; threadId?: string | undefined; attachmentIds: string[] }
    context: Context<AccessEnv>
  }) => sendMessage(orm, input.params.customerId, input.body, await now())
  registerEndpoint(router, postboxV1Contract.sendMessage, send, writes)

  registerEndpoint(
    router,
    postboxV2Contract.listMessages,
    ({ params, query }) => pageOfFolder(orm, params.customerId, query),
    reads,
  )
  registerEndpoint(
    router,
    postboxV2Contract.getMessage,
    async ({ params }) => {
      const row = await findMessage(orm, params.customerId, params.messageId)
      if (row instanceof ServiceError) return row
      const [message] = await withBodies(orm, params.customerId, [row])
      return message ?? new ServiceError(404, 'messageNotFound', 'No such message.')
    },
    reads,
  )
  registerEndpoint(
    router,
    postboxV2Contract.getThread,
    ({ params }) => findThread(orm, params.customerId, params.threadId),
    reads,
  )
  registerEndpoint(
    router,
    postboxV2Contract.markRead,
    async ({ params, body }) => {
      const row = await setRead(orm, params.customerId, params.messageId, body.read, await now())
      return row instanceof ServiceError ? row : summaryOf(row)
    },
    reads,
  )
  registerEndpoint(router, postboxV2Contract.sendMessage, send, writes)
  return router
}
