import { describe, expect, it } from 'vitest'
import { fakeFetch, hangingFetch } from '../testing/fake-fetch'
import { probeService, probeServiceAnswer } from './service-probe'

const call = { service: 'users', path: '/users/me', token: 't1', timeoutMs: 50 } as const
const config = (fetch: typeof globalThis.fetch) =>
  ({ region: 'DEU', environment: 'local', baseUrl: 'http://api.test', fetch }) as const

describe('probeService', () => {
  it.each([
    [200, 'answered'],
    [401, 'token_refused'],
    [403, 'answered'],
    [404, 'answered'],
    [500, 'no_answer'],
    [503, 'no_answer'],
  ])('reads status %i as %s', async (status, outcome) => {
    const { fetch, calls } = fakeFetch(() => new Response('{}', { status }))
    expect(await probeService(config(fetch), call)).toBe(outcome)
    expect(calls[0]?.url).toBe('http://api.test/ums/v1/users/me')
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer t1')
  })

  it('counts a refused connection and a timeout as no answer', async () => {
    const refused = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))
    expect(await probeService(config(refused.fetch), call)).toBe('no_answer')
    expect(await probeService(config(hangingFetch()), call)).toBe('no_answer')
  })

  it('hands over the body of a 200 answer only', async () => {
    const user = { username: 'liz@example.com' }
    const answered = fakeFetch(() => Response.json(user))
    expect(await probeServiceAnswer(config(answered.fetch), call)).toEqual({
      outcome: 'answered',
      body: user,
    })
    const forbidden = fakeFetch(() => Response.json({ code: 'x' }, { status: 403 }))
    expect(await probeServiceAnswer(config(forbidden.fetch), call)).toEqual({ outcome: 'answered' })
  })
})
