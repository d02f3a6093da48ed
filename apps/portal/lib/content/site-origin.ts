import 'server-only'
import { headers } from 'next/headers'

/**
 * Origin for canonical and hreflang URLs: PORTAL_SITE_URL when configured, else the request's
 * forwarded or direct host. Only pages rendered per request may fall back to the request: a page
 * of app/cached has no request headers (its offers screens need no absolute URL).
 */
export async function siteOrigin(): Promise<string> {
  const configured = process.env.PORTAL_SITE_URL
  if (configured) return configured.replace(/\/+$/, '')
  const requestHeaders = await headers()
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost'
  const protocol =
    requestHeaders.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https')
  return `${protocol}://${host}`
}
