import 'server-only'
import { getUnreadNotificationCount } from '@/lib/backend/notifications'
import type { Session } from '@/lib/session/get-session'

/** The unread count for the header, or null when the service does not say (no badge then). */
export async function unreadNotifications(session: Session): Promise<number | null> {
  if (!session.bacNumber) return null
  const result = await getUnreadNotificationCount(session, session.bacNumber)
  return result.ok ? result.data.unreadCount : null
}
