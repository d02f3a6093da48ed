import type { PortalLocale } from '@portal/domain/locales'
import { getTranslations } from 'next-intl/server'
import { ComposeForm } from '@/components/customer-data/compose-form'
import { MarkRead } from '@/components/customer-data/mark-read'
import { MessageList } from '@/components/customer-data/message-list'
import { MessageThread } from '@/components/customer-data/message-thread'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { getThread, listMessages } from '@/lib/backend/postbox'
import { accountFailureKey, getAccountContext } from '@/lib/customer-data/account-context'
import { postboxVersion } from '@/lib/customer-data/postbox-version'
import type { PostboxQuery } from '@/lib/customer-data/postbox-view'
import { localisedPath } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { markRead, sendPostboxMessage } from './actions'

interface PostboxPanelProps {
  session: Session
  locale: PortalLocale
  query: PostboxQuery
  base: string
}

/** A folder's list, or one thread with a reply form; the error state when the postbox fails. */
export async function PostboxPanel({ session, locale, query, base }: PostboxPanelProps) {
  const t = await getTranslations({ locale, namespace: 'CustomerData' })
  const account = await getAccountContext(session)
  if (!account.ok)
    return (
      <ServiceFailureNotice
        message={t(`errors.${accountFailureKey(account.failure)}`)}
        retryLabel={t('retry')}
      />
    )
  if (!account.data.actions.has('read_postbox'))
    return <p data-testid="not-allowed">{t('errors.forbidden')}</p>
  const version = await postboxVersion(session, locale)
  const bacNumber = account.data.customer.id
  const root = await localisedPath('')
  if (query.threadId) {
    const thread = await getThread(version, session, bacNumber, query.threadId)
    if (!thread.ok && thread.failure.reason === 'notFound') {
      return <p data-testid="thread-not-found">{t('postbox.notFound')}</p>
    }
    if (!thread.ok) {
      return <ServiceFailureNotice message={t('postbox.failed')} retryLabel={t('retry')} />
    }
    const unread = thread.data.filter((message) => !message.read).map((message) => message.id)
    const first = thread.data[0]
    return (
      <div className="space-y-6" data-endpoint={version}>
        <a className="text-primary underline" href={`${base}?folder=${query.folder}`}>
          {t('postbox.back')}
        </a>
        <MessageThread
          messages={thread.data}
          attachmentHref={(id) => `${root}/documents/${encodeURIComponent(id)}/download`}
        />
        <MarkRead messageIds={unread} action={markRead} />
        {account.data.actions.has('write_postbox') ? (
          <section aria-labelledby="reply-title" className="space-y-3">
            <h2 id="reply-title" className="text-xl font-semibold">
              {t('postbox.reply')}
            </h2>
            <ComposeForm
              action={sendPostboxMessage}
              basePath={root}
              threadId={query.threadId}
              subject={first ? `Re: ${first.subject}`.slice(0, 200) : ''}
            />
          </section>
        ) : null}
      </div>
    )
  }
  const list = await listMessages(version, session, bacNumber, query.folder)
  if (!list.ok)
    return (
      <ServiceFailureNotice
        message={t('postbox.failed')}
        retryLabel={t('retry')}
        testId="postbox-error"
      />
    )
  return (
    <div className="space-y-3" data-endpoint={version}>
      <p data-testid="unread-count">{t('postbox.unreadCount', { count: list.data.unreadCount })}</p>
      <MessageList
        items={list.data.items}
        threadHref={(threadId) =>
          `${base}?folder=${query.folder}&thread=${encodeURIComponent(threadId)}`
        }
      />
    </div>
  )
}
