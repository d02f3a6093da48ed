import { Button } from '@portal/ui/button'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { NotificationList } from '@/components/postbox/notification-list'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { listNotifications } from '@/lib/backend/notifications'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestBasePath } from '@/lib/routing/request-href'
import { markAllRead } from './actions'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'CustomerData' })
  return { title: t('notifications.title'), robots: { index: false } }
}

/** Notifications (spec: /notifications) with the unread count and "mark all read". */
export default async function NotificationsPage({ params }: PageProps) {
  const page = await customerPage(params, 'notifications')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'CustomerData' })
  const result = page.session.bacNumber
    ? await listNotifications(page.session, page.session.bacNumber)
    : null
  return (
    <PageSection headingId="notifications-title" title={t('notifications.title')}>
      {result?.ok ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p data-testid="notifications-unread">
              {t('notifications.unread', { count: result.data.unreadCount })}
            </p>
            {result.data.unreadCount > 0 ? (
              <form action={markAllRead}>
                <Button type="submit" variant="outline" size="sm">
                  {t('notifications.markAllRead')}
                </Button>
              </form>
            ) : null}
          </div>
          <NotificationList notifications={result.data.items} basePath={await requestBasePath()} />
        </>
      ) : (
        <ServiceFailureNotice message={t('notifications.failed')} retryLabel={t('retry')} />
      )}
    </PageSection>
  )
}
