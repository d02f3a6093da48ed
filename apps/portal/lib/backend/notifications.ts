import 'server-only'
import { cache } from 'react'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { resultOf } from './service-result'

/** Notifications (served by the postbox service): newest first, with the unread count. */
const notifications = async () => apiClients(await getRegion()).notifications

export function listNotifications(session: Session, bacNumber: string, page = 1) {
  return notificationList(session.accessToken, bacNumber, page)
}

const notificationList = cache(async (token: string, customerId: string, page: number) =>
  resultOf(
    await (await notifications()).listNotifications({
      params: { customerId },
      query: { page },
      token,
      init: personalRead,
    }),
  ),
)

export function getUnreadNotificationCount(session: Session, bacNumber: string) {
  return unreadCount(session.accessToken, bacNumber)
}

const unreadCount = cache(async (token: string, customerId: string) =>
  resultOf(
    await (await notifications()).getUnreadCount({
      params: { customerId },
      token,
      init: personalRead,
    }),
  ),
)

export async function markAllNotificationsRead(session: Session, bacNumber: string) {
  return resultOf(
    await (await notifications()).markAllRead({
      params: { customerId: bacNumber },
      token: session.accessToken,
    }),
  )
}
