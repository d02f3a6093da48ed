'use client'

import { useEffect } from 'react'
import { browserBasePath } from '@/lib/routing/browser-base-path'
import { resolveLegacyRoute } from './legacy-routes'

/**
 * Hash fragments never reach the server: a bookmarked legacy `#/Dashboard` URL is rewritten here,
 * on the client, to its newer route under the address's base path (`''` or `/<locale>`).
 */
export function LegacyHashRedirect({ locale }: { locale: string }) {
  useEffect(() => {
    const route = resolveLegacyRoute(window.location.hash)
    const basePath = browserBasePath(locale, window.location.pathname)
    if (route) window.location.replace(`${basePath}${route}`)
  }, [locale])
  return null
}
