import { describe, expect, it } from 'vitest'
import { fakeFetch, hangingFetch } from '../testing/fake-fetch'
import { serviceAnswers } from './service-probe'

const call = { service: 'users', path: '/users/me', token: 't1', timeoutMs: 50 } as const
const config = (fetch: typeof globalThis.fetch) =>
  ({ region: 'DEU', environment: 'local', baseUrl: 'http://api.test', fetch }) as const

describe('serviceAnswers', () => {
  it.each([
    [200, true],
    [401, true],
    [404, true],
    [500, false],
    [503, false],
  ])('counts status %i as answered: %s', async (status, answered) => {
    const { fetch, calls } = fakeFetch(() => new Response('{}', { status }))
    expect(await serviceAnswers(config(fetch), call)).toBe(answered)
    expect(calls[0]?.url).toBe('http://api.test/ums/v1/users/me')
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer t1')
  })

  it('counts a refused connection and a timeout as no answer', async () => {
    const refused = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))
    expect(await serviceAnswers(config(refused.fetch), call)).toBe(false)
    expect(await serviceAnswers(config(hangingFetch()), call)).toBe(false)
  })
})
