import 'server-only'
import type { PortalLocale } from '@portal/domain/locales'
import { cache } from 'react'
import { getThread } from '@/lib/backend/postbox'
import { getAccountContext } from '@/lib/customer-data/account-context'
import { postboxVersion } from '@/lib/customer-data/postbox-version'
import type { Session } from '@/lib/session/get-session'

/**
 * One thread of the session's postbox, read once per request: the page asks first (a foreign or
 * unknown thread answers 404 before anything streams), the panel then shows what it read.
 */
export const threadOf = cache(
  (
    version: Awaited<ReturnType<typeof postboxVersion>>,
    session: Session,
    bacNumber: string,
    threadId: string,
  ) => getThread(version, session, bacNumber, threadId),
)

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
  const thread = await threadOf(version, session, account.data.customer.id, threadId)
  return !thread.ok && thread.failure.reason === 'notFound'
}
