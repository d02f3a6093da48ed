import 'server-only'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { resultOf } from './service-result'

/** Notifications (served by the postbox service): newest first, with the unread count. */
const notifications = async () => apiClients(await getRegion()).notifications

export async function listNotifications(session: Session, bacNumber: string, page = 1) {
  return resultOf(
    await (await notifications()).listNotifications({
      params: { customerId: bacNumber },
      query: { page },
      token: session.accessToken,
      init: personalRead,
    }),
  )
}

export async function getUnreadNotificationCount(session: Session, bacNumber: string) {
  return resultOf(
    await (await notifications()).getUnreadCount({
      params: { customerId: bacNumber },
      token: session.accessToken,
      init: personalRead,
    }),
  )
}

export async function markAllNotificationsRead(session: Session, bacNumber: string) {
  return resultOf(
    await (await notifications()).markAllRead({
      params: { customerId: bacNumber },
      token: session.accessToken,
    }),
  )
}
