import { contentContract } from '@portal/api-clients/contracts/content'
import { depositsContract } from '@portal/api-clients/contracts/deposits'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordExists, recordReads } from './record-gate'

const offerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

let calls: string[] = []
let answer: () => Promise<Response>

beforeEach(() => {
  calls = []
  answer = async () => new Response('{}', { status: 200 })
  vi.stubEnv('PORTAL_API_BASE_URL', 'http://api.test')
  vi.stubGlobal('fetch', async (url: string | URL) => {
    calls.push(String(url))
    return answer()
  })
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('record gate', () => {
  it('asks the deposits service for an offer in the market, once while the answer is fresh', async () => {
    expect(await recordExists('de-de', `/offers/${offerId(1)}`)).toBe(true)
    expect(await recordExists('de-de', `/offers/${offerId(1)}`)).toBe(true)
    expect(calls).toEqual([`http://api.test/dbs/v1/offers/${offerId(1)}?market=de-de`])
  })

  it.each([
    ['an offer', `/offers/${offerId(2)}`, `/dbs/v1/offers/${offerId(2)}?market=en-gb`],
    ['a bank', '/banks/tavwick-bank', '/dbs/v1/banks/tavwick-bank?market=en-gb'],
    ['a press release', '/press/new-app', '/cms/v1/press-releases/new-app?locale=en-gb'],
  ])('sends %s the backend does not know (404) to the not-found page', async (_, path, asked) => {
    answer = async () => new Response('{"code":"notFound"}', { status: 404 })
    expect(await recordExists('en-gb', path)).toBe(false)
    expect(calls).toEqual([`http://api.test${asked}`])
  })

  it.each([
    ['a malformed offer id', '/offers/offer_1%3B'],
    ['a malformed bank slug', '/banks/Bank%20X'],
  ])('refuses %s without asking the backend', async (_, path) => {
    expect(await recordExists('de-de', path)).toBe(false)
    expect(calls).toEqual([])
  })

  it.each([
    ['answers 503', async () => new Response('{}', { status: 503 })],
    ['refuses the connection', () => Promise.reject(new TypeError('fetch failed'))],
  ])('lets the page answer when the backend %s, and asks again next time', async (_, failing) => {
    answer = failing
    expect(await recordExists('de-at', `/offers/${offerId(3)}`)).toBe(true)
    expect(await recordExists('de-at', `/offers/${offerId(3)}`)).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it.each([
    ['de-de', '/deposits/flexgeld', true],
    ['de-de', '/deposits/notice', true],
    ['de-de', '/deposits/savings', false],
    ['de-de', '/deposits/invest', false],
    ['en-us', '/deposits/term', true],
    ['en-us', '/deposits/overnight', false],
  ] as const)('%s %s: a product tab of the market → %s', async (locale, path, shown) => {
    expect(await recordExists(locale, path)).toBe(shown)
    expect(calls).toEqual([])
  })

  it.each(['/', '/banks', '/offers', '/press', '/about', '/dashboard'])(
    'lets %s through without asking',
    async (path) => {
      expect(await recordExists('de-de', path)).toBe(true)
      expect(calls).toEqual([])
    },
  )

  it('reads each record where its page reads it', () => {
    expect(recordReads.offer.path).toBe(depositsContract.getOffer.path)
    expect(recordReads.bank.path).toBe(depositsContract.getBank.path)
    expect(recordReads.pressRelease.path).toBe(contentContract.getPressRelease.path)
  })
})
