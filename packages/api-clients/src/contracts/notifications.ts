import { BacNumber } from '@portal/domain'
import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import { postboxServicePrefix } from './postbox'

/**
 * Notifications have no service of their own in the spec; the postbox service, which already
 * holds what the bank tells the customer, serves them under its prefix.
 */
export const notificationsServicePrefix = postboxServicePrefix

export const notificationTypes = [
  'message_received',
  'document_available',
  'email_changed',
  'mobile_number_changed',
  'password_changed',
  'mtan_locked',
  'mtan_unlocked',
  'kyc_case_decided',
  'exemption_order_changed',
  /** A savings order placed, forwarded to the bank, cancelled or rejected. */
  'savings_order',
  /** A deposit opened, matured, under notice or paid out after notice. */
  'savings_deposit',
  /** Money paid out to the reference account. */
  'payout_executed',
  /** A refer-a-friend bonus booked to the settlement account. */
  'referral_bonus',
] as const
export const NotificationType = z.enum(notificationTypes)
export type NotificationType = z.infer<typeof NotificationType>

/** A path inside the portal (`/postbox/messages`), never a scheme or another host (`//x`). */
const PortalPath = z.string().regex(/^\/(?![/\\])[^\s\\]*$/)

/** Title and text are plain text, shown as text. */
export const Notification = z.object({
  id: z.string().min(1),
  type: NotificationType,
  title: z.string().min(1).max(200),
  text: z.string().max(2000),
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
  link: PortalPath.nullable(),
})
export type Notification = z.infer<typeof Notification>

export const UnreadCount = z.object({ unreadCount: z.number().int().nonnegative() })
export type UnreadCount = z.infer<typeof UnreadCount>

export const NotificationPage = UnreadCount.extend({
  items: z.array(Notification),
  total: z.number().int().nonnegative(),
})
export type NotificationPage = z.infer<typeof NotificationPage>

const customerParams = z.object({ customerId: BacNumber })

/** Notifications: list, the header's unread count, mark one or all read. Newest first. */
export const notificationsContract = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/notifications',
    auth: 'bearer',
    params: customerParams,
    query: z.object({
      unreadOnly: z.enum(['true', 'false']).optional(),
      page: z.coerce.number().int().positive().default(1),
    }),
    response: NotificationPage,
  }),
  getUnreadCount: defineEndpoint({
    method: 'GET',
    path: '/customers/:customerId/notifications/unread-count',
    auth: 'bearer',
    params: customerParams,
    response: UnreadCount,
  }),
  markRead: defineEndpoint({
    method: 'PATCH',
    path: '/customers/:customerId/notifications/:notificationId',
    auth: 'bearer',
    params: customerParams.extend({ notificationId: z.string().min(1) }),
    body: z.object({ read: z.literal(true) }),
    response: Notification,
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/customers/:customerId/notifications/mark-all-read',
    auth: 'bearer',
    params: customerParams,
    response: UnreadCount,
  }),
}
