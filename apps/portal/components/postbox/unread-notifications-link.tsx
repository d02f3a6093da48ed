import { NotificationsLink } from './notifications-link'

/** The header's notifications link once the unread count of this request is read (streams in). */
export async function UnreadNotificationsLink({
  unread,
  href,
}: {
  /** The count read by the layout; null when the service does not say. */
  unread: Promise<number | null>
  href: string
}) {
  return <NotificationsLink href={href} unread={await unread} />
}
