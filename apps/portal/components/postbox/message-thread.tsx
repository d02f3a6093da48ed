import type { PostboxMessage } from '@portal/api-clients/contracts/postbox'
import { Card } from '@portal/ui/card'
import { useFormatter, useTranslations } from 'next-intl'
import { sanitiseHtml } from '@/lib/html/sanitise-html'

interface MessageThreadProps {
  messages: readonly PostboxMessage[]
  /** Link of an attachment's download. */
  attachmentHref: (attachmentId: string) => string
}

/** A thread, oldest first. The bank's HTML is sanitised; a customer's text stays text. */
export function MessageThread({ messages, attachmentHref }: MessageThreadProps) {
  const t = useTranslations('CustomerData.postbox')
  const format = useFormatter()
  return (
    <ol className="space-y-4" data-testid="thread">
      {messages.map((message) => (
        <li key={message.id}>
          <Card className="space-y-2 p-4" data-testid="thread-message">
            <h2 className="text-base font-semibold break-words">{message.subject}</h2>
            <p className="text-sm text-muted-foreground">
              {t(`from.${message.from}`)} ·{' '}
              {format.dateTime(new Date(message.sentAt), {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </p>
            {message.from === 'BANK' && message.body.type === 'STRING_HTML' ? (
              <div
                className="prose max-w-none break-words"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitiseHtml
                dangerouslySetInnerHTML={{ __html: sanitiseHtml(message.body.value) }}
              />
            ) : (
              <p className="break-words whitespace-pre-wrap">{message.body.value}</p>
            )}
            {message.attachments.length > 0 ? (
              <ul className="space-y-1 text-sm">
                {message.attachments.map((attachment) => (
                  <li key={attachment.id} className="break-all">
                    <a
                      className="text-primary underline"
                      href={attachmentHref(attachment.id)}
                      download
                    >
                      {attachment.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        </li>
      ))}
    </ol>
  )
}
