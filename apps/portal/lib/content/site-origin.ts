import 'server-only'
import { headers } from 'next/headers'
import { configuredSiteOrigin } from './configured-site-origin'

/**
 * Origin for canonical and hreflang URLs: PORTAL_SITE_URL when configured, else the request's
 * forwarded or direct host. A page of app/cached has no request headers: the middleware sends a
 * page with absolute URLs there only when the origin is configured (lib/routing/cached-pages).
 */
export async function siteOrigin(): Promise<string> {
  const configured = configuredSiteOrigin()
  if (configured) return configured
  const requestHeaders = await headers()
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host')
  // Every HTTP/1.1 request names its host: none means a cached render the middleware misrouted.
  if (!host) throw new Error('A page rendered without a request needs PORTAL_SITE_URL')
  const protocol =
    requestHeaders.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https')
  return `${protocol}://${host}`
}
