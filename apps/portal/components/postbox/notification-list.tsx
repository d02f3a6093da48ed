import type { Notification } from '@portal/api-clients/contracts/notifications'
import { Badge } from '@portal/ui/badge'
import { useFormatter, useTranslations } from 'next-intl'

interface NotificationListProps {
  notifications: readonly Notification[]
  /** The locale's base path: a notification's link is a portal path. */
  basePath: string
}

/** What the bank told the customer, newest first; title and text are plain text. */
export function NotificationList({ notifications, basePath }: NotificationListProps) {
  const t = useTranslations('CustomerData.notifications')
  const format = useFormatter()
  if (notifications.length === 0) return <p data-testid="notifications-empty">{t('empty')}</p>
  return (
    <ul className="divide-y divide-border border-y border-border" data-testid="notifications">
      {notifications.map((notification) => (
        <li key={notification.id} className="space-y-1 px-2 py-3" data-testid="notification">
          <p className={`break-words ${notification.read ? '' : 'font-semibold'}`}>
            {notification.read ? null : (
              <Badge variant="brand" className="mr-2">
                {t('new')}
              </Badge>
            )}
            {notification.link ? (
              <a className="text-primary underline" href={`${basePath}${notification.link}`}>
                {notification.title}
              </a>
            ) : (
              notification.title
            )}
          </p>
          <p className="text-sm break-words whitespace-pre-wrap">{notification.text}</p>
          <p className="text-sm text-muted-foreground">
            {format.dateTime(new Date(notification.createdAt), {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </p>
        </li>
      ))}
    </ul>
  )
}
