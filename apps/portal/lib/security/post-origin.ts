/** Why the middleware refuses a POST before any page, server action or route handler sees it. */
export type PostRefusal = 'no-origin' | 'foreign-origin'

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase()
  } catch {
    return null // `null` (sandboxed frames, some redirects) and anything that is not a URL
  }
}

/**
 * Every browser sends `Origin` on a POST, forms and fetch alike, so one without it comes from a
 * script or from a proxy that dropped it: Next would still run a server action then. A POST from
 * another origin is refused too, so that no route handler (the collector proxy, for one) has to
 * remember to check; Next's own check of server actions stays as a second gate.
 */
export function postRefusal(method: string, headers: Headers): PostRefusal | null {
  if (method !== 'POST') return null
  const origin = headers.get('origin')
  if (!origin) return 'no-origin'
  const host = (headers.get('x-forwarded-host')?.split(',')[0] ?? headers.get('host') ?? '')
    .trim()
    .toLowerCase()
  return host !== '' && hostOf(origin) === host ? null : 'foreign-origin'
}
