/** A recording fetch for unit tests: answers with a queued response or a handler. */
export interface RecordedCall {
  url: string
  method: string
  headers: Headers
  body: string | undefined
  credentials: RequestCredentials | undefined
  signal: AbortSignal | undefined
  init: RequestInit
}

type Handler = (call: RecordedCall) => Response | Promise<Response>

export function fakeFetch(handler: Handler = () => jsonResponse({})) {
  const calls: RecordedCall[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
      init,
    }
    calls.push(call)
    return handler(call)
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A fetch that never answers until its signal aborts, like a hanging server. */
export function hangingFetch(): typeof globalThis.fetch {
  return ((_input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_, reject) => {
      if (init.signal?.aborted) reject(init.signal.reason)
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    })) as typeof globalThis.fetch
}
