import 'server-only'
import type { PortalLocale } from '@portal/domain/locales'
import { getThread } from '@/lib/backend/postbox'
import { getAccountContext } from '@/lib/customer/account-context'
import { postboxVersion } from '@/lib/postbox/postbox-version'
import type { Session } from '@/lib/session/get-session'

/**
 * Whether the thread is known not to be the customer's (the postbox answers none): then the page
 * answers 404. A person who may not read the postbox, or a postbox that fails, is left to the
 * panel, which says so.
 */
export async function isForeignThread(
  session: Session,
  locale: PortalLocale,
  threadId: string,
): Promise<boolean> {
  const account = await getAccountContext(session)
  if (!account.ok || !account.data.actions.has('read_postbox')) return false
  const version = await postboxVersion(session, locale)
  const thread = await getThread(version, session, account.data.customer.id, threadId)
  return !thread.ok && thread.failure.reason === 'notFound'
}
