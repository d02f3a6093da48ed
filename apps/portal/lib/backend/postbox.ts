import 'server-only'
import type {
  ComposeMessage,
  PostboxFolder,
  PostboxMessage,
} from '@portal/api-clients/contracts/postbox'
import { cache } from 'react'
import type { PostboxEndpointVersion } from '@/lib/flags/postbox-endpoint'
import type { MessageRow } from '@/lib/postbox/postbox-view'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { mapResult, noSuchRecord, ok, resultOf, type ServiceResult } from './service-result'

/**
 * Postbox (`/pom/api/v1`), v1 or v2 as the flag `baseCallingPostboxV2EndpointOnCP` chooses; both
 * answer in the same shapes here, so the pages do not know which one served them.
 */
const clients = async () => apiClients(await getRegion())

export interface MessageList {
  items: MessageRow[]
  unreadCount: number
}

export function listMessages(
  version: PostboxEndpointVersion,
  session: Session,
  bacNumber: string,
  folder: PostboxFolder,
): Promise<ServiceResult<MessageList>> {
  return messageList(version, session.accessToken, bacNumber, folder)
}

const messageList = cache(async function messageList(
  version: PostboxEndpointVersion,
  token: string,
  customerId: string,
  folder: PostboxFolder,
): Promise<ServiceResult<MessageList>> {
  const api = await clients()
  const call = { params: { customerId }, token, init: personalRead }
  if (version === 'v2') {
    const result = await api.postboxV2.listMessages({ ...call, query: { folder, pageSize: 100 } })
    return mapResult(resultOf(result), ({ items, unreadCount }) => ({ items, unreadCount }))
  }
  const result = await api.postbox.listMessages({ ...call, query: { folder } })
  return mapResult(resultOf(result), ({ messages }) => {
    const items = messages.map(({ body: _body, attachments, ...summary }) => ({
      ...summary,
      attachmentCount: attachments.length,
    }))
    return { items, unreadCount: items.filter((item) => !item.read).length }
  })
})

/** The messages of a thread, oldest first; `notFound` when it is no thread of this customer. */
export function getThread(
  version: PostboxEndpointVersion,
  session: Session,
  bacNumber: string,
  threadId: string,
): Promise<ServiceResult<PostboxMessage[]>> {
  return thread(version, session.accessToken, bacNumber, threadId)
}

const thread = cache(async function thread(
  version: PostboxEndpointVersion,
  token: string,
  customerId: string,
  threadId: string,
): Promise<ServiceResult<PostboxMessage[]>> {
  const api = await clients()
  if (version === 'v2') {
    const result = await api.postboxV2.getThread({
      params: { customerId, threadId },
      token,
      init: personalRead,
    })
    return mapResult(resultOf(result), (thread) => thread.messages)
  }
  const folders = await Promise.all(
    (['inbox', 'sent', 'documents'] as const).map(async (folder) =>
      resultOf(
        await api.postbox.listMessages({
          params: { customerId },
          query: { folder },
          token,
          init: personalRead,
        }),
      ),
    ),
  )
  const messages: PostboxMessage[] = []
  for (const folder of folders) {
    if (!folder.ok) return folder
    messages.push(...folder.data.messages.filter((message) => message.threadId === threadId))
  }
  messages.sort((a, b) => a.sentAt.localeCompare(b.sentAt))
  return messages.length > 0 ? ok(messages) : noSuchRecord
})

export async function markMessageRead(
  version: PostboxEndpointVersion,
  session: Session,
  bacNumber: string,
  messageId: string,
) {
  const api = await clients()
  const call = {
    params: { customerId: bacNumber, messageId },
    body: { read: true },
    token: session.accessToken,
  }
  return resultOf(
    version === 'v2' ? await api.postboxV2.markRead(call) : await api.postbox.markRead(call),
  )
}

export async function sendMessage(
  version: PostboxEndpointVersion,
  session: Session,
  bacNumber: string,
  body: ComposeMessage,
) {
  const api = await clients()
  const call = { params: { customerId: bacNumber }, body, token: session.accessToken }
  return resultOf(
    version === 'v2' ? await api.postboxV2.sendMessage(call) : await api.postbox.sendMessage(call),
  )
}
