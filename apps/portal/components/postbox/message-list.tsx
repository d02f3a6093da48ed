import { labelColon } from '@portal/domain/format'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import type { MessageRow } from '@/lib/postbox/postbox-view'

interface MessageListProps {
  items: readonly MessageRow[]
  /** Link of a message's thread. */
  threadHref: (threadId: string) => string
}

/** A folder's messages, newest first; unread ones are bold and say so to screen readers. */
export function MessageList({ items, threadHref }: MessageListProps) {
  const t = useTranslations('CustomerData.postbox')
  const format = useFormatter()
  const locale = useLocale()
  if (items.length === 0) return <p data-testid="postbox-empty">{t('empty')}</p>
  return (
    <ul className="divide-y divide-border border-y border-border" data-testid="message-list">
      {items.map((message) => (
        <li key={message.id} data-testid="message" data-read={message.read}>
          <a className="block px-2 py-3 hover:bg-muted" href={threadHref(message.threadId)}>
            <span className={`block break-words ${message.read ? '' : 'font-semibold'}`}>
              {message.read ? null : (
                <span className="sr-only">{`${labelColon(t('unread'), locale)} `}</span>
              )}
              {message.subject || t('noSubject')}
            </span>
            <span className="block text-sm text-muted-foreground">
              {t(`from.${message.from}`)} ·{' '}
              {format.dateTime(new Date(message.sentAt), {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
              {message.attachmentCount > 0
                ? ` · ${t('attachments', { count: message.attachmentCount })}`
                : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
