import { tracedPathPrefixes } from '@portal/api-clients/services'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * One `allowedTracingUrls` entry per traced path prefix of spec section 7: a regex that matches
 * a request URL on one of the API origins whose path is the prefix or goes on below it
 * (`/dss` matches `/dss/...` and `/dss?x`, not `/dssx`). Nothing else gets trace headers.
 */
export function tracingUrlMatchers(apiOrigins: readonly string[]): RegExp[] {
  const origins = apiOrigins.map((origin) => escapeRegExp(origin.replace(/\/+$/, ''))).join('|')
  if (origins === '') return []
  return tracedPathPrefixes.map(
    (prefix) => new RegExp(`^(?:${origins})${escapeRegExp(prefix)}(?:[/?#]|$)`),
  )
}
