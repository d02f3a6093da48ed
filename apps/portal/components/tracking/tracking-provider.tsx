'use client'

import { localeInfos } from '@portal/domain/locales'
import { consentCookieName, parseConsentCookie } from '@portal/tracking/consent'
import { createDeferredTracker } from '@portal/tracking/deferred-tracker'
import type { PortalEvent } from '@portal/tracking/events'
import type { RenderTiming } from '@portal/tracking/render-duration'
import { createNoopTracker, type Tracker } from '@portal/tracking/tracker-contract'
import { usePathname } from 'next/navigation'
import { createContext, type ReactNode, use, useCallback, useEffect, useRef } from 'react'
import type { OffersTableEvent } from '@/lib/offers/offers-event'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { browserBasePath } from '@/lib/routing/browser-base-path'
import { hrefsFor } from '@/lib/routing/href'
import { hasLoginHint } from '@/lib/session/login-hint'
import { useLoginState } from '@/lib/session/login-state-context'
import { loadTrackerModule, startedTracker } from '@/lib/tracking/load-tracker'
import type { PagesEvent } from '@/lib/tracking/pages-event'
import { offersToPortalEvent, pagesToPortalEvent } from '@/lib/tracking/to-portal-event'
import { readTrackLink, trackLinkAttributeName } from '@/lib/tracking/track-link'
import type { TrackingSettings } from '@/lib/tracking/tracking-config'
import { browsingPlatform, pageOfPath } from '@/lib/tracking/tracking-context'
import { readVisitor } from '@/lib/tracking/visitor-answer'

type Track = (event: PortalEvent) => void
type TrackRenderDuration = (timing: RenderTiming) => void

const TrackContext = createContext<Track>(() => {})
const RenderDurationContext = createContext<TrackRenderDuration>(() => {})

/** One tracker per page load, shared by every mount (strict mode, locale layouts). */
let sharedTracker: Tracker | undefined

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(prefix))
  return cookie === undefined ? undefined : decodeURIComponent(cookie.slice(prefix.length))
}

interface TrackingProviderProps {
  settings: TrackingSettings
  children: ReactNode
}

/** The CSP nonce Next gave this page's scripts (none on pages shared by every visitor). */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined
}

/**
 * Creates the analytics tracker once in the browser and reports the portal's UI events to it:
 * the offers screen's `offers:track` window events, clicks on links inside `data-track-link`
 * elements, and whatever components send through `useTrack()`. Fire-and-forget: nothing here
 * waits for a sink or stops a click; failures only log the spec's tracking warnings.
 */
export function TrackingProvider({ settings, children }: TrackingProviderProps) {
  const locale = usePortalLocale()
  const pathname = usePathname()
  const loginState = useLoginState()
  // the customer group of the session (spec §5), from the portal's /visitor answer
  const customerGroup = useRef<string | undefined>(undefined)
  const current = useRef({ loginState, pathname, locale })
  current.current = { loginState, pathname, locale }
  const tracker = useRef<Tracker>(createNoopTracker())

  useEffect(() => {
    // The tracker and its sink libraries are a chunk of their own, loaded once the page has loaded
    // and the browser is idle: neither the first paint nor hydration waits for analytics (their
    // evaluation was a 25 ms task joined to hydration's). Events sent meanwhile are replayed.
    // The collector proxy lives under the address's base path (`''` on country hosts).
    const basePath = browserBasePath(locale, window.location.pathname)
    // The hint cookie, not the context: a shared page hydrates as public and learns the login
    // state a render later, after this effect.
    const visitor =
      current.current.loginState === 'logged_in' || hasLoginHint(document.cookie)
        ? readVisitor(basePath).then((answer) => {
            customerGroup.current = answer?.customerGroup
          })
        : Promise.resolve()
    sharedTracker ??= createDeferredTracker(() =>
      // events wait (replayed) until the customer group is known: every event carries it
      Promise.all([loadTrackerModule(), visitor]).then(([{ createTracker }]) =>
        startedTracker(
          createTracker({
            sinks: settings.sinks,
            schema: {
              collectorUrl:
                settings.collectorUrl ??
                `${window.location.origin}${hrefsFor(basePath)('collector')}`,
              // Session cookies are HttpOnly; the server-verified login state is the marker.
              hasSessionMarker: () => current.current.loginState === 'logged_in',
            },
            marketing: settings.marketing && { ...settings.marketing, nonce: pageNonce() },
            context: () => ({
              loggedIn: current.current.loginState === 'logged_in',
              customerGroup: customerGroup.current,
              page: pageOfPath(current.current.pathname),
              countryPlatform: localeInfos[current.current.locale].country,
              browsingPlatform: browsingPlatform(window.innerWidth),
              bipsDomain: 'savings',
            }),
            consent: () => parseConsentCookie(readCookie(consentCookieName)),
          }),
        ),
      ),
    )
    tracker.current = sharedTracker
  }, [settings, locale])

  const track = useCallback<Track>((event) => tracker.current.track(event), [])
  const trackRenderDuration = useCallback<TrackRenderDuration>(
    (timing) => tracker.current.trackRenderDuration(timing),
    [],
  )

  useEffect(() => {
    function onOffers(event: Event) {
      const detail = (event as CustomEvent<OffersTableEvent | undefined>).detail
      if (detail) track(offersToPortalEvent(detail))
    }
    function onClick(event: MouseEvent) {
      const target = event.target
      if (!(target instanceof Element)) return
      const link = target.closest('a[href]')
      const holder = link?.closest<HTMLElement>(`[${trackLinkAttributeName}]`)
      if (!link || !holder) return
      const pages = readTrackLink(
        holder.getAttribute(trackLinkAttributeName) ?? undefined,
        new URL((link as HTMLAnchorElement).href, window.location.href),
      )
      const portal = pages && pagesToPortalEvent(pages)
      if (portal) track(portal)
    }
    window.addEventListener('offers:track', onOffers)
    // Capture phase: runs before any handler that turns the click into a client navigation.
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('offers:track', onOffers)
      document.removeEventListener('click', onClick, true)
    }
  }, [track])

  return (
    <TrackContext value={track}>
      <RenderDurationContext value={trackRenderDuration}>{children}</RenderDurationContext>
    </TrackContext>
  )
}

/** Reports how long a screen took to render (sent only for the deposit service, spec §5). */
export function useRenderDuration(): TrackRenderDuration {
  return use(RenderDurationContext)
}

/** Sends one analytics event; never throws, never waits. */
export function useTrack(): Track {
  return use(TrackContext)
}

/** For components with a typed `onTrack` of the marketplace pages (`PagesEvent`). */
export function usePagesTrack(): (event: PagesEvent) => void {
  const track = useTrack()
  return useCallback(
    (event: PagesEvent) => {
      const portal = pagesToPortalEvent(event)
      if (portal) track(portal)
    },
    [track],
  )
}
