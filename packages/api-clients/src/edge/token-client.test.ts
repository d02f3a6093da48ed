import { describe, expect, it } from 'vitest'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch'
import { exchangeTokens, revokeToken } from './token-client'

const answer = { access_token: 'a.b.c', refresh_token: 'r1', server_time: 1_736_931_600_000 }
const config = (fetch: typeof globalThis.fetch) =>
  ({ region: 'DEU', environment: 'local', baseUrl: 'http://idp.test/', fetch }) as const

describe('exchangeTokens', () => {
  it('posts the grant form-encoded with the client id, without a bearer token and uncached', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ ...answer, token_type: 'Bearer' }))
    const result = await exchangeTokens(config(fetch), {
      grant_type: 'refresh_token',
      refresh_token: 'r0',
    })
    expect(result).toEqual({
      ok: true,
      tokens: { accessToken: 'a.b.c', refreshToken: 'r1', serverTime: 1_736_931_600_000 },
    })
    expect(calls[0]?.url).toBe('http://idp.test/idp/oauth2/token')
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(calls[0]?.headers.has('authorization')).toBe(false)
    expect(calls[0]?.init.cache).toBe('no-store')
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r0',
      client_id: 'savings-portal',
    })
  })

  it.each([
    ['400', () => jsonResponse({ error: 'invalid_grant' }, 400), 'invalid_grant'],
    ['401', () => new Response(null, { status: 401 }), 'invalid_grant'],
    ['403 (account blocked)', () => jsonResponse({ error: 'access_denied' }, 403), 'blocked'],
    ['429', () => new Response(null, { status: 429 }), 'locked'],
    ['503', () => new Response('down', { status: 503 }), 'unavailable'],
    ['200 without tokens', () => jsonResponse({ access_token: 'a' }), 'unavailable'],
    ['200 with text', () => new Response('ok'), 'unavailable'],
    ['a refused connection', () => Promise.reject(new TypeError('fetch failed')), 'unavailable'],
  ] as const)('answers %s with %s', async (_case, respond, failure) => {
    const { fetch } = fakeFetch(respond)
    expect(await exchangeTokens(config(fetch), { grant_type: 'password' })).toEqual({
      ok: false,
      failure,
    })
  })
})

describe('revokeToken', () => {
  it('posts the refresh token to the revoke path and ignores a failure', async () => {
    const { fetch, calls } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))
    await expect(revokeToken(config(fetch), 'r1')).resolves.toBeUndefined()
    expect(calls[0]?.url).toBe('http://idp.test/idp/oauth2/revoke')
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      token: 'r1',
      token_type_hint: 'refresh_token',
      client_id: 'savings-portal',
    })
  })
})
