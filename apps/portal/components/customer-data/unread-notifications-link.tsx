import 'server-only'
import { unreadNotifications } from '@/lib/customer-data/unread-notifications'
import type { Session } from '@/lib/session/get-session'
import { NotificationsLink } from './notifications-link'

/** The header's notifications link with the count read for this request (streams in later). */
export async function UnreadNotificationsLink({
  session,
  href,
}: {
  session: Session
  href: string
}) {
  return <NotificationsLink href={href} unread={await unreadNotifications(session)} />
}
