import { regionOfLocale } from '@portal/domain/locales'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ClickIdKeeper } from '@/components/consent/click-id-keeper'
import { Monitoring } from '@/components/monitoring/monitoring'
import { ThirdPartyScripts } from '@/components/shell/third-party-scripts'
import type { PortalLocale } from '@/i18n/locales'
import { portalEnvironment } from '@/lib/config/environment'
import { thirdPartyScriptConfig } from '@/lib/config/third-party-scripts'
import { LegacyHashRedirect } from '@/lib/routing/legacy-hash-redirect'
import { isDeployed } from '@/lib/security/deployment'
import { clientMessages } from '@/messages/client-messages'

/**
 * The html document of a locale: the same for every page and visitor of it, so that moving
 * between pages never changes the root layout. What depends on the visitor (consent banner,
 * header, footer, login state, the base path of links) is the variant layout's
 * (components/shell/variant-frame); consent gates and third-party tags are read in the browser.
 */
export async function PortalDocument({
  locale,
  children,
}: {
  locale: PortalLocale
  children: ReactNode
}) {
  const messages = await getMessages({ locale })
  const t = await getTranslations({ locale, namespace: 'Shell' })
  // The portal's design is reviewed in the light theme only: pinned, whatever the visitor's system
  return (
    <html lang={locale} data-pui-theme="light">
      <body className="flex min-h-dvh flex-col bg-white font-sans text-neutral-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
          <ClickIdKeeper production={isDeployed()} />
          <LegacyHashRedirect locale={locale} />
          {children}
          {/* inside the provider: both read the page's locale from the intl context */}
          <ThirdPartyScripts config={thirdPartyScriptConfig(portalEnvironment())} />
          <Monitoring region={regionOfLocale(locale)} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
