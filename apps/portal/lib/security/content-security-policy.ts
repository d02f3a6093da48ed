import { flagConnectSources } from '@/lib/flags/flag-connect-sources'
import { monitoringConnectSources } from '@/lib/monitoring/monitoring-intake'

export interface CspOptions {
  nonce: string
  /** `next dev` evaluates code (React refresh) and needs 'unsafe-eval'. */
  development: boolean
  /** Origins the browser may send data to besides this one (monitoring intake, flag events). */
  connectSources?: readonly string[]
}

/**
 * The Content-Security-Policy of a page: scripts only with this response's nonce (and what they
 * load, 'strict-dynamic'), no plugins, no `<base>`, no framing, forms only to this origin.
 * Styles allow inline attributes, which server-rendered components use; scripts never run inline.
 */
export function contentSecurityPolicy({
  nonce,
  development,
  connectSources = [...monitoringConnectSources(), ...flagConnectSources()],
}: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
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
