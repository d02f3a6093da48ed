import { regionOfLocale } from '@portal/domain/locales'
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
import { portalEnvironment } from '@/lib/config/environment'
import { thirdPartyScriptConfig } from '@/lib/config/third-party-scripts'
import { LegacyHashRedirect } from '@/lib/routing/legacy-hash-redirect'
import { isDeployed } from '@/lib/security/deployment'
import { LoginStateProvider } from '@/lib/session/login-state-context'
import type { Site } from '@/lib/site/site-segment'
import { trackingSettings } from '@/lib/tracking/tracking-config'
import { clientMessages } from '@/messages/client-messages'

/**
 * The html document around every page: consent banner, header, footer, tracking, monitoring and
 * third-party tags. It depends only on the site segment (locale, consent choice, login state of
 * a visitor's page), never on the request, so pages shared by every visitor stay cacheable; what
 * differs per visitor on them (consent gates, login state, base path) is read in the browser.
 */
export async function PortalDocument({ site, children }: { site: Site; children: ReactNode }) {
  const { locale } = site
  const messages = await getMessages({ locale })
  const t = await getTranslations({ locale, namespace: 'Shell' })
  return (
    <html lang={locale}>
      <body
        data-login-state={site.loggedIn ? 'logged_in' : 'public'}
        className="flex min-h-dvh flex-col bg-white font-sans text-neutral-900 antialiased"
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
          <LoginStateProvider serverLoggedIn={site.loggedIn}>
            <ConsentBanner chosen={site.consentChosen} />
            <ClickIdKeeper production={isDeployed()} />
            <LegacyHashRedirect locale={locale} />
            <SiteHeader locale={locale} />
            <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
              <TrackingProvider settings={trackingSettings()} locale={locale}>
                {children}
              </TrackingProvider>
            </main>
            <SiteFooter locale={locale} />
          </LoginStateProvider>
        </NextIntlClientProvider>
        <ThirdPartyScripts locale={locale} config={thirdPartyScriptConfig(portalEnvironment())} />
        <Monitoring region={regionOfLocale(locale)} />
      </body>
    </html>
  )
}
