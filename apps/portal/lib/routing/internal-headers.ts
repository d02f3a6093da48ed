import { portalRequestHeaders } from './request-headers'

/**
 * Headers only Next.js itself may set. Sent from outside they could skip the middleware
 * (`x-middleware-subrequest`, CVE-2025-29927), select a data or resume path, or spoof what the
 * middleware tells server components; they are dropped before the request goes on.
 * `rsc`, `next-router-state-tree` and `next-router-prefetch` stay (client navigation needs them)
 * but never change a routing or session decision.
 */
export const internalRequestHeaders = [
  'x-middleware-subrequest',
  'x-middleware-prefetch',
  'x-middleware-invoke',
  'x-middleware-next',
  'x-middleware-rewrite',
  'x-middleware-redirect',
  'x-middleware-override-headers',
  'x-nextjs-data',
  'x-now-route-matches',
  'next-resume',
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-output',
] as const

const dropped = new Set<string>([...internalRequestHeaders, ...portalRequestHeaders])

/** A copy of the request headers without internal and portal-owned headers. */
export function stripInternalHeaders(headers: Headers): Headers {
  const clean = new Headers()
  headers.forEach((value, key) => {
    const name = key.toLowerCase()
    if (dropped.has(name) || name.startsWith('x-middleware-')) return
    clean.append(key, value)
  })
  return clean
}
