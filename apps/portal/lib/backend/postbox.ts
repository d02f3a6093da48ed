import 'server-only'
import type {
  ComposeMessage,
  PostboxFolder,
  PostboxMessage,
} from '@portal/api-clients/contracts/postbox'
import type { ApiResult } from '@portal/api-clients/result'
import type { MessageRow } from '@/lib/customer-data/postbox-view'
import type { PostboxEndpointVersion } from '@/lib/flags/postbox-endpoint'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'

/**
 * Postbox (`/pom/api/v1`), v1 or v2 as the flag `baseCallingPostboxV2EndpointOnCP` chooses; both
 * answer in the same shapes here, so the pages do not know which one served them.
 */
const clients = async () => apiClients(await getRegion())

export interface MessageList {
  items: MessageRow[]
  unreadCount: number
}

export async function listMessages(
  version: PostboxEndpointVersion,
  session: Session,
  bacNumber: string,
  folder: PostboxFolder,
): Promise<ApiResult<MessageList>> {
  const api = await clients()
  const call = { params: { customerId: bacNumber }, token: session.accessToken, init: personalRead }
  if (version === 'v2') {
    const result = await api.postboxV2.listMessages({ ...call, query: { folder, pageSize: 100 } })
    if (result.error) return result
    return { ...result, data: { items: result.data.items, unreadCount: result.data.unreadCount } }
  }
  const result = await api.postbox.listMessages({ ...call, query: { folder } })
  if (result.error) return result
  const items = result.data.messages.map(({ body: _body, attachments, ...summary }) => ({
    ...summary,
    attachmentCount: attachments.length,
  }))
  return { ...result, data: { items, unreadCount: items.filter((item) => !item.read).length } }
}

/** The messages of a thread, oldest first; null when there is no such thread of this customer. */
export async function getThread(
  version: PostboxEndpointVersion,
  session: Session,
  bacNumber: string,
  threadId: string,
): Promise<ApiResult<PostboxMessage[] | null>> {
  const api = await clients()
  if (version === 'v2') {
    const result = await api.postboxV2.getThread({
      params: { customerId: bacNumber, threadId },
      token: session.accessToken,
      init: personalRead,
    })
    if (result.error?.status === 404) return { data: null, error: undefined, status: 404 }
    if (result.error) return result
    return { ...result, data: result.data.messages }
  }
  const folders = await Promise.all(
    (['inbox', 'sent', 'documents'] as const).map((folder) =>
      api.postbox.listMessages({
        params: { customerId: bacNumber },
        query: { folder },
        token: session.accessToken,
        init: personalRead,
      }),
    ),
  )
  const failed = folders.find((result) => result.error)
  if (failed?.error) return failed
  const messages = folders
    .flatMap((result) => result.data?.messages ?? [])
    .filter((message) => message.threadId === threadId)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
  return { data: messages.length > 0 ? messages : null, error: undefined, status: 200 }
}

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
  return version === 'v2' ? api.postboxV2.markRead(call) : api.postbox.markRead(call)
}

export async function sendMessage(
  version: PostboxEndpointVersion,
  session: Session,
  bacNumber: string,
  body: ComposeMessage,
) {
  const api = await clients()
  const call = { params: { customerId: bacNumber }, body, token: session.accessToken }
  return version === 'v2' ? api.postboxV2.sendMessage(call) : api.postbox.sendMessage(call)
}
