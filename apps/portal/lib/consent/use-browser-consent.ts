'use client'

import { type CookieConsent, parseConsentCookie, serializeConsent } from '@portal/tracking/consent'
import { useMemo, useSyncExternalStore } from 'react'
import { browserConsent, onConsentChanged } from './browser-consent'

const defaultSerialized = serializeConsent(parseConsentCookie(undefined))

/**
 * The visitor's consent as the browser's cookie says, updated on `consent:changed`. The server
 * (and hydration) render the first-visit default: a shared page never knows the cookie.
 */
export function useBrowserConsent(): CookieConsent {
  const serialized = useSyncExternalStore(
    onConsentChanged,
    () => serializeConsent(browserConsent()),
    () => defaultSerialized,
  )
  return useMemo(() => parseConsentCookie(serialized), [serialized])
}
