import { BacNumber } from '@portal/domain'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import {
  ComposeMessage,
  PostboxFolder,
  PostboxMessage,
  PostboxMessageSummary,
  postboxServicePrefix,
} from './postbox'

/**
 * Service prefix of postbox v2: the same postbox service as v1. Its endpoints sit beside v1's
 * (`/customers/:customerId/...` against v1's `/postbox/:customerId/...`), so both are served at
 * once, the flag picks one per request, and v2 stays under the spec's traced `/pom/api/v1`.
 */
export const postboxV2ServicePrefix = postboxServicePrefix

export const MessagePageQuery = z.object({
  folder: PostboxFolder.default('inbox'),
  unreadOnly: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(100).default(20),
})
export type MessagePageQuery = z.input<typeof MessagePageQuery>

export const MessagePage = z.object({
  items: z.array(PostboxMessageSummary.extend({ attachmentCount: z.number().int().nonnegative() })),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  unreadCount: z.number().int().nonnegative(),
})
export type MessagePage = z.infer<typeof MessagePage>

export const PostboxThread = z.object({
  threadId: z.string().min(1),
  subject: z.string().max(200),
  /** Oldest first. */
  messages: z.array(PostboxMessage).min(1),
})
export type PostboxThread = z.infer<typeof PostboxThread>

const customerParams = z.object({ customerId: BacNumber })
const messageParams = customerParams.extend({ messageId: z.string().min(1) })

/**
 * Postbox v2 (`/pom/api/v2`), chosen by `baseCallingPostboxV2EndpointOnCP`: paged summaries
 * without bodies, a message or a whole thread on demand, read state patched. Another customer's
 * message id answers 404.
 */
export const postboxV2Contract = {
  listMessages: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/messages',
    auth: 'bearer',
    params: customerParams,
    query: MessagePageQuery,
    response: MessagePage,
  }),
  getMessage: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/messages/:messageId',
    auth: 'bearer',
    params: messageParams,
    response: PostboxMessage,
  }),
  getThread: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/threads/:threadId',
    auth: 'bearer',
    params: customerParams.extend({ threadId: z.string().min(1) }),
    response: PostboxThread,
  }),
  markRead: defineEndpoint({
    method: 'PATCH',
    path: '/customers/:customerId/messages/:messageId',
    auth: 'bearer',
    params: messageParams,
    body: z.object({ read: z.boolean() }),
    response: PostboxMessageSummary,
  }),
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/messages',
    auth: 'bearer',
    params: customerParams,
    body: ComposeMessage,
    response: PostboxMessage,
  }),
}
