import Script from 'next/script'
import type { PortalLocale } from '@/i18n/locales'
import { portalEnvironment } from '@/lib/config/environment'
import { scriptsForLocale, thirdPartyScriptConfig } from '@/lib/config/third-party-scripts'

/** Heatmap and session-recording tags for the locale, as configured; none in local runs. */
export function ThirdPartyScripts({ locale }: { locale: PortalLocale }) {
  const scripts = scriptsForLocale(locale, thirdPartyScriptConfig(portalEnvironment()))
  return scripts.map((script) => (
    <Script key={script.id} id={script.id} src={script.src} strategy="afterInteractive" />
  ))
}
