import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ClickIdKeeper } from '@/components/consent/click-id-keeper'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { Monitoring } from '@/components/monitoring/monitoring'
import { SiteFooter } from '@/components/shell/site-footer'
import { SiteHeader } from '@/components/shell/site-header'
import { ThirdPartyScripts } from '@/components/shell/third-party-scripts'
import { TrackingProvider } from '@/components/tracking/tracking-provider'
import { isPortalLocale, portalLocales } from '@/i18n/locales'
import { defaultPageIcon } from '@/lib/config/page-icon'
import { readConsent } from '@/lib/consent/read-consent'
import { getNonce, localisedPath } from '@/lib/routing/get-region'
import { LegacyHashRedirect } from '@/lib/routing/legacy-hash-redirect'
import { isDeployed } from '@/lib/security/deployment'
import { getLoginState } from '@/lib/session/get-session'
import { LoginStateProvider } from '@/lib/session/login-state-context'
import { trackingSettings } from '@/lib/tracking/tracking-config'
import { clientMessages } from '@/messages/client-messages'
import { inter } from '../fonts'
import '../globals.css'

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return portalLocales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: LayoutProps): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
    icons: { icon: defaultPageIcon },
  }
}

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params
  if (!isPortalLocale(locale)) notFound()
  setRequestLocale(locale)
  const messages = await getMessages({ locale })
  const t = await getTranslations({ locale, namespace: 'Shell' })
  // Reads the session cookie, so every page renders per request and Next applies the CSP nonce.
  const loginState = await getLoginState()
  const consent = await readConsent()

  return (
    <html lang={locale} className={inter.variable}>
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
          <LegacyHashRedirect basePath={await localisedPath('')} />
          <SiteHeader locale={locale} />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
            <LoginStateProvider value={loginState}>
              <TrackingProvider
                settings={trackingSettings(process.env, await getNonce())}
                locale={locale}
                basePath={await localisedPath('')}
                loginState={loginState}
              >
                {children}
              </TrackingProvider>
            </LoginStateProvider>
          </main>
          <SiteFooter locale={locale} />
        </NextIntlClientProvider>
        <ThirdPartyScripts locale={locale} />
        <Monitoring />
      </body>
    </html>
  )
}
