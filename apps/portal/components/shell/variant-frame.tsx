import type { ReactNode } from 'react'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { SiteFooter } from '@/components/shell/site-footer'
import { SiteHeader } from '@/components/shell/site-header'
import { TrackingProvider } from '@/components/tracking/tracking-provider'
import type { PageVariant } from '@/lib/page/page-variant'
import { LoginStateProvider } from '@/lib/session/login-state-context'
import { trackingSettings } from '@/lib/tracking/tracking-config'

/**
 * The part of every page that depends on the page variant segment: the consent banner (closed once the
 * visitor chose), the header and footer (their links follow the host mode) and the login state a
 * page of a visitor knows from the server.
 */
export function VariantFrame({ variant, children }: { variant: PageVariant; children: ReactNode }) {
  const loginState = variant.loggedIn ? 'logged_in' : 'public'
  return (
    <LoginStateProvider serverLoggedIn={variant.loggedIn}>
      <ConsentBanner chosen={variant.consentChosen} />
      <SiteHeader prefetchOffers={!variant.loggedIn} />
      <main
        id="main"
        data-login-state={loginState}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8"
      >
        <TrackingProvider settings={trackingSettings()}>{children}</TrackingProvider>
      </main>
      <SiteFooter />
    </LoginStateProvider>
  )
}
