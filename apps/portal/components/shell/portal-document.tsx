import type { PortalLocale } from '@portal/domain/locales'
import type { Region } from '@portal/domain/region'
import type { LoginState } from '@portal/domain/session'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ClickIdKeeper } from '@/components/consent/click-id-keeper'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { Monitoring } from '@/components/monitoring/monitoring'
import { SiteFooter } from '@/components/shell/site-footer'
import { SiteHeader } from '@/components/shell/site-header'
import { ThirdPartyScripts } from '@/components/shell/third-party-scripts'
import { TrackingProvider } from '@/components/tracking/tracking-provider'
import type { RequestConsent } from '@/lib/consent/read-consent'
import { serverEnv } from '@/lib/env'
import { LegacyHashRedirect } from '@/lib/routing/legacy-hash-redirect'
import { isDeployed } from '@/lib/security/deployment'
import { LoginStateProvider } from '@/lib/session/login-state-context'
import { trackingSettings } from '@/lib/tracking/tracking-config'
import { clientMessages } from '@/messages/client-messages'

/** What the document needs to know about the visitor and the address they used. */
export interface DocumentVisitor {
  loginState: LoginState
  consent: RequestConsent
  /** `''` on country hosts, `/<locale>` on the .com domain. */
  basePath: string
  region: Region
  /** The response's CSP nonce; cached pages have none. */
  nonce?: string
}

/**
 * The html document around every page: consent banner, header, footer, tracking, monitoring and
 * third-party tags. Rendered per request for the visitor, or once for a first visit on cached pages.
 */
export async function PortalDocument({
  locale,
  visitor,
  children,
}: {
  locale: PortalLocale
  visitor: DocumentVisitor
  children: ReactNode
}) {
  const messages = await getMessages({ locale })
  const t = await getTranslations({ locale, namespace: 'Shell' })
  const { loginState, consent, basePath } = visitor
  return (
    <html lang={locale}>
      <body
        data-login-state={loginState}
        className="flex min-h-dvh flex-col bg-white font-sans text-neutral-900 antialiased"
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
          <ConsentBanner consent={consent.consent} chosen={consent.chosen} />
          <ClickIdKeeper production={isDeployed()} />
          <LegacyHashRedirect basePath={basePath} />
          <SiteHeader locale={locale} />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
            <LoginStateProvider value={loginState}>
              <TrackingProvider
                settings={trackingSettings(serverEnv(), visitor.nonce)}
                locale={locale}
                basePath={basePath}
                loginState={loginState}
              >
                {children}
              </TrackingProvider>
            </LoginStateProvider>
          </main>
          <SiteFooter locale={locale} />
        </NextIntlClientProvider>
        <ThirdPartyScripts locale={locale} consent={consent.consent} />
        <Monitoring region={visitor.region} />
      </body>
    </html>
  )
}
