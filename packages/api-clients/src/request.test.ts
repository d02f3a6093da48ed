import { afterEach, describe, expect, it, vi } from 'vitest'
import { retryAfterOf } from './exchange'
import { MissingRequestParameterError } from './programmer-errors'
import { request } from './request'
import { fakeFetch, hangingFetch, jsonResponse } from './testing/fake-fetch'

const base = { region: 'DEU', environment: 'local' } as const

describe('request: URL building', () => {
  it('joins host, service prefix, encoded path parameters and query', async () => {
    const { fetch, calls } = fakeFetch()
    await request(
      {
        service: 'customers',
        path: '/customers/:id',
        params: { id: 'BAC 1/2' },
        query: { embed: 'x' },
      },
      { ...base, fetch },
    )
    expect(calls[0]?.url).toBe('http://localhost:8080/cas/v1/customers/BAC%201%2F2?embed=x')
  })

  it('uses a full url when no service is given', async () => {
    const { fetch, calls } = fakeFetch()
    await request({ url: 'https://idp.example/oauth2/', path: '/token' }, { ...base, fetch })
    expect(calls[0]?.url).toBe('https://idp.example/oauth2/token')
  })

  it('throws "Missing required parameter (service/url) while calling request" without both', async () => {
    const { fetch, calls } = fakeFetch()
    const call = request({ path: '/offers' }, { ...base, fetch })
    await expect(call).rejects.toThrow(MissingRequestParameterError)
    await expect(call).rejects.toThrow(
      'Missing required parameter (service/url) while calling request',
    )
    expect(calls).toHaveLength(0)
  })
})

describe('request: headers', () => {
  it('sends JSON and the bearer token from the config, read per request', async () => {
    const { fetch, calls } = fakeFetch()
    let token = 'first'
    const config = { ...base, fetch, getAccessToken: () => token }
    await request({ service: 'customers', path: '/customers/1' }, config)
    token = 'second'
    await request({ service: 'customers', path: '/customers/1' }, config)
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ])
    expect(calls[0]?.headers.get('accept')).toBe('application/json')
  })

  it('prefers a token given for the call, and awaits an async token source', async () => {
    const { fetch, calls } = fakeFetch()
    const config = { ...base, fetch, getAccessToken: async () => 'from-session' }
    await request({ service: 'postbox', path: '/messages' }, config)
    await request({ service: 'postbox', path: '/messages', token: 'explicit' }, config)
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer from-session',
      'Bearer explicit',
    ])
  })

  it.each([
    ['auth none', { auth: 'none' as const }, null],
    ['an explicit header override', { headers: { Authorization: 'Basic abc' } }, 'Basic abc'],
  ])('%s replaces the bearer token', async (_, override, expected) => {
    const { fetch, calls } = fakeFetch()
    const config = { ...base, fetch, getAccessToken: () => 'secret' }
    await request({ service: 'deposits', path: '/offers', ...override }, config)
    expect(calls[0]?.headers.get('authorization')).toBe(expected)
  })

  it('sends the page language as Accept-Language, and none without one', async () => {
    const { fetch, calls } = fakeFetch()
    await request({ service: 'deposits', path: '/offers' }, { ...base, fetch, language: 'de-CH' })
    await request({ service: 'deposits', path: '/offers' }, { ...base, fetch })
    expect(calls.map((c) => c.headers.get('accept-language'))).toEqual(['de-CH', null])
  })

  it('asks a language function at each call (the request being served decides)', async () => {
    const { fetch, calls } = fakeFetch()
    let page = 'fi-FI'
    const config = { ...base, fetch, language: async () => page }
    await request({ service: 'deposits', path: '/offers' }, config)
    page = 'nl-NL'
    await request({ service: 'deposits', path: '/offers' }, config)
    expect(calls.map((c) => c.headers.get('accept-language'))).toEqual(['fi-FI', 'nl-NL'])
  })

  it('sends no Authorization header when there is no token', async () => {
    const { fetch, calls } = fakeFetch()
    await request({ service: 'deposits', path: '/offers' }, { ...base, fetch })
    expect(calls[0]?.headers.has('authorization')).toBe(false)
  })
})

describe('request: body', () => {
  it.each(['GET', 'DELETE'] as const)('%s sends no body even when one is given', async (method) => {
    const { fetch, calls } = fakeFetch()
    await request({ service: 'postbox', path: '/m/1', method, body: { a: 1 } }, { ...base, fetch })
    expect(calls[0]?.body).toBeUndefined()
    expect(calls[0]?.headers.has('content-type')).toBe(false)
  })

  it.each(['POST', 'PUT', 'PATCH'] as const)(
    '%s sends the JSON body plus settings',
    async (method) => {
      const { fetch, calls } = fakeFetch()
      await request(
        {
          service: 'investorIntegration',
          path: '/store',
          method,
          body: { irclickid: 'abc' },
          credentials: 'include',
        },
        { ...base, fetch },
      )
      expect(calls[0]).toMatchObject({
        method,
        body: '{"irclickid":"abc"}',
        credentials: 'include',
      })
      expect(calls[0]?.headers.get('content-type')).toBe('application/json')
    },
  )
  it('sends a form-encoded body when asked, leaving out undefined fields', async () => {
    const { fetch, calls } = fakeFetch()
    await request(
      {
        service: 'identity',
        path: '/oauth2/token',
        method: 'POST',
        bodyEncoding: 'form',
        body: {
          grant_type: 'password',
          username: 'a+b@example.com',
          password: 'p&q',
          x: undefined,
        },
      },
      { ...base, fetch },
    )
    expect(calls[0]?.body).toBe('grant_type=password&username=a%2Bb%40example.com&password=p%26q')
    expect(calls[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
  })
})

describe('request: responses', () => {
  it.each([200, 201, 299])('status %s is valid', async (status) => {
    const { fetch } = fakeFetch(() => jsonResponse({ ok: true }, status))
    const result = await request({ service: 'deposits', path: '/offers' }, { ...base, fetch })
    expect(result).toEqual({ data: { ok: true }, error: undefined, status })
  })

  it('a 204 without body gives undefined data', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }))
    const result = await request(
      { service: 'postbox', path: '/m', method: 'DELETE' },
      { ...base, fetch },
    )
    expect(result).toEqual({ data: undefined, error: undefined, status: 204 })
  })

  it.each([300, 404, 500])('status %s becomes a normalised error', async (status) => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({ message: 'No', frontend_error_code: 'nope' }, status),
    )
    const result = await request({ service: 'deposits', path: '/offers' }, { ...base, fetch })
    expect(result.error).toMatchObject({ status, code: 'nope', message: 'No' })
    expect(result.status).toBe(status)
  })

  it('keeps the wait a refusal asks for in Retry-After, and none without the header', async () => {
    const limited = (headers: Record<string, string>) =>
      fakeFetch(
        () =>
          new Response(JSON.stringify({ code: 'tooManyChallenges' }), {
            status: 429,
            headers: { 'content-type': 'application/json', ...headers },
          }),
      ).fetch
    const call = (fetch: typeof globalThis.fetch) =>
      request({ service: 'deposits', path: '/offers' }, { ...base, fetch })
    expect((await call(limited({ 'retry-after': '754' }))).error).toMatchObject({
      status: 429,
      code: 'tooManyChallenges',
      retryAfterSeconds: 754,
    })
    expect((await call(limited({}))).error).not.toHaveProperty('retryAfterSeconds')
    expect((await call(limited({ 'retry-after': 'soon' }))).error).not.toHaveProperty(
      'retryAfterSeconds',
    )
  })

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-26T10:00:00Z')
    expect(retryAfterOf('120', now)).toBe(120)
    expect(retryAfterOf('Thu, 26 Nov 2026 10:02:30 GMT', now)).toBe(150)
    expect(retryAfterOf('Thu, 26 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(retryAfterOf(null, now)).toBeUndefined()
    expect(retryAfterOf('-5', now)).toBeUndefined()
  })

  it('a network failure becomes the no-response error', async () => {
    const fetch = (() => Promise.reject(new TypeError('fetch failed'))) as typeof globalThis.fetch
    const result = await request({ service: 'deposits', path: '/offers' }, { ...base, fetch })
    expect(result.error).toMatchObject({ status: 400, code: 'technicalError' })
  })

  it('converts keys to camelCase, deeply, only when asked', async () => {
    const body = { account_holder: 'A', bank_details: [{ branch_code: '12' }] }
    const { fetch } = fakeFetch(() => jsonResponse(body))
    const config = { ...base, fetch }
    const raw = await request({ service: 'payments', path: '/x' }, config)
    const camel = await request({ service: 'payments', path: '/x', camelCase: true }, config)
    expect(raw.data).toEqual(body)
    expect(camel.data).toEqual({ accountHolder: 'A', bankDetails: [{ branchCode: '12' }] })
  })
})

describe('request: timeouts', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('aborts the transaction service after 20000 ms', async () => {
    vi.useFakeTimers()
    const result = request(
      { service: 'transactionAccounts', path: '/transactions' },
      { ...base, fetch: hangingFetch() },
    )
    await vi.advanceTimersByTimeAsync(19_999)
    let settled = false
    void result.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await result).error).toMatchObject({ status: 400, code: 'technicalError' })
  })

  it('sets no timeout for other services (HTTP default: none)', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = fakeFetch()
    await request({ service: 'deposits', path: '/offers' }, { ...base, fetch })
    expect(vi.getTimerCount()).toBe(0)
    expect(calls[0]?.signal?.aborted).toBe(false)
  })

  it('clears the timer once the response arrived', async () => {
    vi.useFakeTimers()
    const { fetch } = fakeFetch()
    await request({ service: 'transactionAccounts', path: '/t' }, { ...base, fetch })
    expect(vi.getTimerCount()).toBe(0)
  })

  it("follows the caller's abort signal", async () => {
    const controller = new AbortController()
    const result = request(
      { service: 'deposits', path: '/offers', signal: controller.signal },
      { ...base, fetch: hangingFetch() },
    )
    controller.abort()
    expect((await result).error?.code).toBe('technicalError')
  })
})
