import { BacNumber, DescriptionType, MediaType } from '@portal/domain'
import { maxUploadBytes } from '@portal/domain/customer-data/upload-rules'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'

/** Service prefix of the postbox, v1 (spec section 7). */
export const postboxServicePrefix = '/pom/api/v1'

/** Flag choosing the v2 endpoints (spec section 7); see `postboxV2Contract`. */
export const postboxV2Flag = 'baseCallingPostboxV2EndpointOnCP'

export const PostboxFolder = z.enum(['inbox', 'sent', 'documents'])
export type PostboxFolder = z.infer<typeof PostboxFolder>

export const PostboxAttachment = z.object({
  id: z.string().min(1),
  /** The name as uploaded: show it as text only. */
  fileName: z.string().min(1).max(255),
  mediaType: MediaType,
  size: z.number().int().positive().max(maxUploadBytes),
})
export type PostboxAttachment = z.infer<typeof PostboxAttachment>

export const PostboxMessageSummary = z.object({
  id: z.string().min(1),
  threadId: z.string().min(1),
  folder: PostboxFolder,
  from: z.enum(['BANK', 'CUSTOMER']),
  subject: z.string().max(200),
  sentAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
})
export type PostboxMessageSummary = z.infer<typeof PostboxMessageSummary>

const withBody = PostboxMessageSummary.extend({ attachments: z.array(PostboxAttachment) })

/**
 * A message with its body. The bank may write HTML (sanitise it before rendering); a customer
 * writes plain text only, so a customer's message never carries STRING_HTML.
 */
export const PostboxMessage = z.discriminatedUnion('from', [
  withBody.extend({
    from: z.literal('BANK'),
    body: z.object({ type: DescriptionType, value: z.string() }),
  }),
  withBody.extend({
    from: z.literal('CUSTOMER'),
    body: z.object({ type: z.literal('STRING_PLAIN'), value: z.string().max(10_000) }),
  }),
])
export type PostboxMessage = z.infer<typeof PostboxMessage>

// biome-ignore lint/suspicious/noControlCharactersInRegex: a subject is one line of text
const oneLine = /^[^\u0000-\u001f\u007f]*$/

/**
 * A message the customer writes: plain text, a one-line subject, and attachments uploaded first
 * to the document depot under the upload rules (`documentsContract.createUpload`) and named here
 * by their upload ids. `threadId` answers a thread; without it a new thread starts.
 */
export const ComposeMessage = z.object({
  subject: z.string().trim().min(1).max(200).regex(oneLine),
  text: z.string().trim().min(1).max(10_000),
  threadId: z.string().min(1).optional(),
  attachmentIds: z.array(z.string().min(1)).max(5).default([]),
})
export type ComposeMessage = z.input<typeof ComposeMessage>

export const MessageListQuery = z.object({ folder: PostboxFolder.default('inbox') })

const customerParams = z.object({ customerId: BacNumber })
const messageParams = customerParams.extend({ messageId: z.string().min(1) })

/**
 * Postbox v1 (`/pom/api/v1`), the endpoint the portal calls while the flag is off: every message
 * of a folder with its body in one list, no paging, read state set one message at a time.
 */
export const postboxV1Contract = {
  listMessages: defineEndpoint({
    method: 'GET',
    path: '/postbox/:customerId/messages',
    auth: 'bearer',
    params: customerParams,
    query: MessageListQuery,
    response: z.object({ messages: z.array(PostboxMessage) }),
  }),
  /** 204. */
  markRead: defineEndpoint({
    method: 'PUT',
    path: '/postbox/:customerId/messages/:messageId/read',
    auth: 'bearer',
    params: messageParams,
    body: z.object({ read: z.boolean() }),
    response: z.unknown(),
  }),
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/postbox/:customerId/messages',
    auth: 'bearer',
    params: customerParams,
    body: ComposeMessage,
    response: PostboxMessage,
  }),
}
