import { getTranslations } from 'next-intl/server'
import { ComposeForm } from '@/components/postbox/compose-form'
import { MarkRead } from '@/components/postbox/mark-read'
import { MessageList } from '@/components/postbox/message-list'
import { MessageThread } from '@/components/postbox/message-thread'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { accountFailureKey } from '@/lib/customer/account-failure'
import { requestLocale } from '@/lib/page/request-locale'
import type { PostboxContents } from '@/lib/postbox/postbox-contents'
import type { PostboxQuery } from '@/lib/postbox/postbox-view'
import type { Href } from '@/lib/routing/href'
import { requestBasePath } from '@/lib/routing/request-href'
import { markRead, sendPostboxMessage } from './actions'

interface PostboxPanelProps {
  /** Read by the page, streamed in here. */
  contents: Promise<PostboxContents>
  query: PostboxQuery
  href: Href
}

/** A folder's list, or one thread with a reply form; the error state when the postbox fails. */
export async function PostboxPanel({ contents, query, href }: PostboxPanelProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'CustomerData' })
  const shown = await contents
  if (shown.kind === 'accountUnread')
    return (
      <ServiceFailureNotice
        message={t(`errors.${accountFailureKey(shown.failure)}`)}
        retryLabel={t('retry')}
      />
    )
  if (shown.kind === 'notAllowed') return <p data-testid="not-allowed">{t('errors.forbidden')}</p>
  const root = await requestBasePath()
  if (shown.kind === 'thread') {
    if (!shown.read.ok && shown.read.failure.reason === 'notFound') {
      return <p data-testid="thread-not-found">{t('postbox.notFound')}</p>
    }
    if (!shown.read.ok) {
      return <ServiceFailureNotice message={t('postbox.failed')} retryLabel={t('retry')} />
    }
    const messages = shown.read.data
    const unread = messages.filter((message) => !message.read).map((message) => message.id)
    const first = messages[0]
    return (
      <div className="space-y-6" data-endpoint={shown.version}>
        <a
          className="text-primary underline"
          href={href('postboxMessages', { query: { folder: query.folder } })}
        >
          {t('postbox.back')}
        </a>
        <MessageThread
          messages={messages}
          attachmentHref={(id) => href('documentDownload', { documentId: id })}
        />
        <MarkRead messageIds={unread} action={markRead} />
        {shown.canWrite ? (
          <section aria-labelledby="reply-title" className="space-y-3">
            <h2 id="reply-title" className="text-xl font-semibold">
              {t('postbox.reply')}
            </h2>
            <ComposeForm
              action={sendPostboxMessage}
              basePath={root}
              threadId={query.threadId ?? undefined}
              subject={first ? `Re: ${first.subject}`.slice(0, 200) : ''}
            />
          </section>
        ) : null}
      </div>
    )
  }
  const { version, read } = shown
  if (!read.ok)
    return (
      <ServiceFailureNotice
        message={t('postbox.failed')}
        retryLabel={t('retry')}
        testId="postbox-error"
      />
    )
  return (
    <div className="space-y-3" data-endpoint={version}>
      <p data-testid="unread-count">{t('postbox.unreadCount', { count: read.data.unreadCount })}</p>
      <MessageList
        items={read.data.items}
        threadHref={(threadId) =>
          href('postboxMessages', { query: { folder: query.folder, thread: threadId } })
        }
      />
    </div>
  )
}
