import { getTranslations } from 'next-intl/server'
import { type ReactNode, Suspense } from 'react'
import { LogoutButton } from '@/app/[locale]/[variant]/(auth)/logout/logout-button'
import { NotificationsLink } from '@/components/postbox/notifications-link'
import { UnreadNotificationsLink } from '@/components/postbox/unread-notifications-link'
import { IdleTimeoutDialog } from '@/components/session/idle-timeout-dialog'
import { AreaMessagesProvider } from '@/components/shell/area-messages-provider'
import { CustomerMenu } from '@/components/shell/customer-menu'
import { EmbeddedVisitorAnswer } from '@/components/tracking/embedded-visitor-answer'
import { customerNavigation } from '@/lib/customer/customer-navigation'
import { areCustomerServicesUnavailable } from '@/lib/customer/customer-services-state'
import { requestLocale } from '@/lib/page/request-locale'
import { unreadNotifications } from '@/lib/postbox/unread-notifications'
import { pageHref } from '@/lib/routing/href'
import { requestHref } from '@/lib/routing/request-href'
import { getSession, requireSession } from '@/lib/session/get-session'
import { idleCheckParam } from '@/lib/session/session-activity'
import { idleWarningMs, sessionPolicy } from '@/lib/session/session-policy'
import { visitorAnswerOf } from '@/lib/tracking/visitor-state'
import { customerLayoutMessagePaths } from '@/messages/customer-message-paths'
import { stayLoggedIn } from './actions'
import { ServicesUnavailable } from './services-unavailable'

/**
 * Customer area: checks the session again (not only the middleware) and watches inactivity.
 * When the middleware found the customer services or the identity provider down (and answers
 * 503), the pages are replaced by the unavailable state.
 */
export default async function CustomerLayout({ children }: { children: ReactNode }) {
  const unavailable = await areCustomerServicesUnavailable()
  // With the identity provider down an expired token cannot be renewed: there is no verified
  // session to show, only the unavailable state (the middleware kept the cookies for later).
  const session = unavailable ? await getSession() : await requireSession()
  if (!session) return <ServicesUnavailable />
  const t = await getTranslations('Auth.customer')
  const nav = await getTranslations('Customer.nav')
  const href = await requestHref()
  const notificationsHref = href('notifications')
  const groups = customerNavigation({
    locale: await requestLocale(),
    accounts: session.identity.bacNumbers.length,
  }).map(({ group, items }) => ({
    id: group,
    title: nav(`groups.${group}`),
    links: items.map((item) => ({ href: pageHref(href, item.id), label: nav(item.label) })),
  }))

  return (
    <AreaMessagesProvider paths={customerLayoutMessagePaths}>
      <div className="space-y-6">
        <CustomerMenu
          label={nav('label')}
          menuButton={nav('menu')}
          groups={groups}
          account={
            <p data-testid="current-account">{t('account', { number: session.bacNumber ?? '' })}</p>
          }
          actions={
            <>
              {unavailable ? null : (
                <Suspense fallback={<NotificationsLink href={notificationsHref} unread={null} />}>
                  <UnreadNotificationsLink
                    unread={unreadNotifications(session)}
                    href={notificationsHref}
                  />
                </Suspense>
              )}
              <LogoutButton />
            </>
          }
        />
        {unavailable ? <ServicesUnavailable /> : children}
        {/* rendered beside the page (its reads are the page's cached ones), in the first HTML */}
        {unavailable ? null : (
          <EmbeddedVisitorAnswer answer={visitorAnswerOf(session, { sessionProbed: true })} />
        )}
        <IdleTimeoutDialog
          remainingMs={session.remainingMs}
          idleMs={sessionPolicy().idleMs}
          warningMs={idleWarningMs}
          expiredHref={href('dashboard', { query: { [idleCheckParam]: 1 } })}
          onStay={stayLoggedIn}
        />
      </div>
    </AreaMessagesProvider>
  )
}
