import 'server-only'
import type { PostboxMessage } from '@portal/api-clients/contracts/postbox'
import type { PortalLocale } from '@portal/domain/locales'
import { getThread, listMessages, type MessageList } from '@/lib/backend/postbox'
import type { ServiceFailure, ServiceResult } from '@/lib/backend/service-result'
import { getAccountContext } from '@/lib/customer/account-context'
import type { PostboxEndpointVersion } from '@/lib/flags/postbox-endpoint'
import { postboxVersion } from '@/lib/postbox/postbox-version'
import type { PostboxQuery } from '@/lib/postbox/postbox-view'
import type { Session } from '@/lib/session/get-session'

/** What the postbox shows for a query: a folder's list or one thread, or why it cannot. */
export type PostboxContents =
  | { kind: 'accountUnread'; failure: ServiceFailure }
  | { kind: 'notAllowed' }
  | { kind: 'list'; version: PostboxEndpointVersion; read: ServiceResult<MessageList> }
  | {
      kind: 'thread'
      version: PostboxEndpointVersion
      read: ServiceResult<PostboxMessage[]>
      /** The logged-in person may reply. */
      canWrite: boolean
    }

/** The postbox of the session's account as the person's roles and the endpoint flag allow. */
export async function postboxContents(
  session: Session,
  locale: PortalLocale,
  query: PostboxQuery,
): Promise<PostboxContents> {
  const account = await getAccountContext(session)
  if (!account.ok) return { kind: 'accountUnread', failure: account.failure }
  const { actions, customer } = account.data
  if (!actions.has('read_postbox')) return { kind: 'notAllowed' }
  const version = await postboxVersion(session, locale)
  if (query.threadId) {
    const read = await getThread(version, session, customer.id, query.threadId)
    return { kind: 'thread', version, read, canWrite: actions.has('write_postbox') }
  }
  return {
    kind: 'list',
    version,
    read: await listMessages(version, session, customer.id, query.folder),
  }
}
