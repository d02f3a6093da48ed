import { describe, expect, it } from 'vitest'
import { fakeFetch, hangingFetch } from '../testing/fake-fetch'
import { recordPresence } from './record-presence'

const call = {
  service: 'deposits',
  path: '/offers/:offerId',
  params: { offerId: 'off 1' },
  query: { market: 'de-de' },
  timeoutMs: 50,
} as const
const config = (fetch: typeof globalThis.fetch) =>
  ({ region: 'DEU', environment: 'local', baseUrl: 'http://api.test', fetch }) as const

describe('recordPresence', () => {
  it.each([
    [200, 'present'],
    [404, 'absent'],
    [400, 'unknown'],
    [401, 'unknown'],
    [500, 'unknown'],
    [503, 'unknown'],
  ])('reads status %i as %s', async (status, presence) => {
    const { fetch, calls } = fakeFetch(() => new Response('{}', { status }))
    expect(await recordPresence(config(fetch), call)).toBe(presence)
    expect(calls[0]?.url).toBe('http://api.test/dbs/v1/offers/off%201?market=de-de')
    expect(calls[0]?.headers.get('authorization')).toBeNull()
  })

  it('counts a refused connection and a timeout as unknown', async () => {
    const refused = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))
    expect(await recordPresence(config(refused.fetch), call)).toBe('unknown')
    expect(await recordPresence(config(hangingFetch()), call)).toBe('unknown')
  })
})
