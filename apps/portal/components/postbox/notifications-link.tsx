import { useTranslations } from 'next-intl'

/**
 * The header's link to the notifications with the unread count (for the customer layout's
 * navigation; the count comes from `unreadNotifications`). No badge when the count is unknown.
 */
export function NotificationsLink({ href, unread }: { href: string; unread: number | null }) {
  const t = useTranslations('CustomerData.notifications')
  return (
    <a className="text-primary underline" href={href} data-testid="notifications-link">
      {t('title')}
      {unread ? (
        <span className="ml-1 rounded-full bg-primary px-2 text-xs text-primary-foreground no-underline">
          <span aria-hidden="true">{unread}</span>
          <span className="sr-only">{t('unread', { count: unread })}</span>
        </span>
      ) : null}
    </a>
  )
}
