import type { ReactNode } from 'react'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { SiteHeader } from '@/components/shell/site-header'
import { TrackingProvider } from '@/components/tracking/tracking-provider'
import { LoginStateProvider } from '@/lib/session/login-state-context'
import type { Site } from '@/lib/site/site-segment'
import { trackingSettings } from '@/lib/tracking/tracking-config'

/**
 * The part of every page that depends on the site segment: the consent banner (closed once the
 * visitor chose), the header and the login state a page of a visitor knows from the server.
 */
export function SiteFrame({ site, children }: { site: Site; children: ReactNode }) {
  const loginState = site.loggedIn ? 'logged_in' : 'public'
  return (
    <LoginStateProvider serverLoggedIn={site.loggedIn}>
      <ConsentBanner chosen={site.consentChosen} />
      <SiteHeader />
      <main
        id="main"
        data-login-state={loginState}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8"
      >
        <TrackingProvider settings={trackingSettings()}>{children}</TrackingProvider>
      </main>
    </LoginStateProvider>
  )
}
