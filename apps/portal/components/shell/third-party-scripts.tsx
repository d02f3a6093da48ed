import type { CookieConsent } from '@portal/tracking'
import Script from 'next/script'
import type { PortalLocale } from '@/i18n/locales'
import { portalEnvironment } from '@/lib/config/environment'
import {
  consentGates,
  scriptsForLocale,
  thirdPartyScriptConfig,
} from '@/lib/config/third-party-scripts'

/**
 * Heatmap and session-recording tags for the locale, as configured and consented; none in local
 * runs. A hidden marker states the consent gates of this render (support and end-to-end tests
 * read it, since local runs load no third-party script at all).
 */
export function ThirdPartyScripts({
  locale,
  consent,
}: {
  locale: PortalLocale
  consent: CookieConsent
}) {
  const gates = consentGates(locale, consent)
  const scripts = scriptsForLocale(locale, thirdPartyScriptConfig(portalEnvironment()), consent)
  return (
    <>
      <span
        hidden
        data-testid="consent-gates"
        data-heatmap={gates.heatmap}
        data-session-recording={gates.sessionRecording}
        data-marketing={gates.marketing}
        data-click-cookie={gates.clickCookie}
      />
      {scripts.map((script) => (
        <Script key={script.id} id={script.id} src={script.src} strategy="afterInteractive" />
      ))}
    </>
  )
}
