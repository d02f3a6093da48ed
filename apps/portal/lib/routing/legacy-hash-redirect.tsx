'use client'

import { useEffect } from 'react'
import { resolveLegacyRoute } from './legacy-routes'

/**
 * Hash fragments never reach the server: a bookmarked legacy `#/Dashboard` URL is rewritten here,
 * on the client, to its newer route under this request's base path (`''` or `/<locale>`).
 */
export function LegacyHashRedirect({ basePath }: { basePath: string }) {
  useEffect(() => {
    const route = resolveLegacyRoute(window.location.hash)
    if (route) window.location.replace(`${basePath}${route}`)
  }, [basePath])
  return null
}
