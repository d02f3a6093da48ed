/**
 * The query parameter of the idle dialog's own navigation when its time is up: it asks the
 * server whether the session has ended and must not count as the customer's action itself.
 */
export const idleCheckParam = 'idle-check'

export interface ActivityRequest {
  method: string
  headers: { get(name: string): string | null; has(name: string): boolean }
  searchParams: URLSearchParams
}

/**
 * Whether a request is the customer's own action, the only thing that moves the idle deadline:
 * a page load or a client-side navigation. Not a router prefetch, not a background `fetch` (the
 * header's `/visitor` call after hydration), not a server action (its cookie write would make
 * Next render the whole page again in the action's answer), not the idle dialog's expiry check.
 */
export function isCustomerActivity({ method, headers, searchParams }: ActivityRequest): boolean {
  if (headers.has('next-router-prefetch')) return false
  if (method === 'POST' && headers.has('next-action')) return false
  if (searchParams.has(idleCheckParam)) return false
  // Next's client-side navigation asks for the page's RSC payload.
  if (headers.get('rsc') === '1') return true
  const mode = headers.get('sec-fetch-mode')
  // A client without fetch metadata: a page load is one that asks for HTML.
  if (mode === null) return method === 'GET' && (headers.get('accept') ?? '').includes('text/html')
  return mode === 'navigate'
}
