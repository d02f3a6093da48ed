import { flagConnectSources } from '@/lib/flags/flag-connect-sources'
import { monitoringConnectSources } from '@/lib/monitoring/monitoring-intake'

export interface CspOptions {
  /** This response's nonce; undefined for a cached page, whose HTML was rendered before it. */
  nonce: string | undefined
  /** `next dev` evaluates code (React refresh) and needs 'unsafe-eval'. */
  development: boolean
  /** Origins the browser may send data to besides this one (monitoring intake, flag events). */
  connectSources?: readonly string[]
}

/**
 * The Content-Security-Policy of a page: scripts only with this response's nonce (and what they
 * load, 'strict-dynamic'), no plugins, no `<base>`, no framing, forms only to this origin.
 * Styles allow inline attributes, which server-rendered components use.
 *
 * A cached page cannot carry a per-response nonce, and Next's inline RSC scripts differ with the
 * data, so no hash list fits either: its scripts come from this origin, inline ones included.
 * Such a page is rendered without any request input (no query, no cookie: see
 * lib/routing/cached-pages; a path segment only selects a backend record), so nothing a visitor
 * sends can reach its markup; what partners send (bank descriptions, press and CMS HTML) is
 * sanitised before rendering. Pages with a session keep the nonce.
 */
export function contentSecurityPolicy({
  nonce,
  development,
  connectSources = [...monitoringConnectSources(), ...flagConnectSources()],
}: CspOptions): string {
  const directives = [
    "default-src 'self'",
    nonce === undefined
      ? `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`
      : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]
  return directives.join('; ')
}
