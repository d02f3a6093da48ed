'use client'

import Script from 'next/script'
import {
  consentGates,
  scriptsForLocale,
  type ThirdPartyScriptConfig,
} from '@/lib/config/third-party-script-rules'
import { useBrowserConsent } from '@/lib/consent/use-browser-consent'
import { usePortalLocale } from '@/lib/page/use-portal-locale'

/**
 * Heatmap and session-recording tags for the locale, as configured and consented; none in local
 * runs. Decided in the browser from the consent cookie, so the page itself is the same for every
 * visitor. A hidden marker states the consent gates (support and end-to-end tests read it, since
 * local runs load no third-party script at all).
 */
export function ThirdPartyScripts({ config }: { config: ThirdPartyScriptConfig }) {
  const locale = usePortalLocale()
  const consent = useBrowserConsent()
  const gates = consentGates(locale, consent)
  const scripts = scriptsForLocale(locale, config, consent)
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
