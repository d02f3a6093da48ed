/**
 * The host of the request without port, lowercased: the first `x-forwarded-host` value (set by
 * the proxy in front) before `host`. Anything that is not a plain host name gives `''`.
 */
export function getHost(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  const raw = (forwarded || headers.get('host') || '').trim().toLowerCase()
  const host = raw.startsWith('[') ? raw.slice(0, raw.indexOf(']') + 1) : raw.split(':')[0]
  return host && host.length <= 253 && /^[a-z0-9.[\]:-]+$/.test(host) ? host : ''
}
