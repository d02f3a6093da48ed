import { describe, expect, it, vi } from 'vitest'
import { clickIdCookie, decideClickId, readClickId } from './click-id'
import { keepClickId } from './click-id-effects'

describe('readClickId', () => {
  it.each([
    ['https://portal.example/de-de/?irclickid=abc-123_X.y~z', 'abc-123_X.y~z'],
    ['/de-de/offers?utm=1&irclickid=QWE', 'QWE'],
    ['/de-de/offers', undefined],
    ['/de-de/offers?irclickid=', undefined],
    ['/de-de/offers?irclickid=%20%20', undefined],
    ['/?irclickid=a%3Bb%3DPath', undefined],
    [`/?irclickid=${'x'.repeat(257)}`, undefined],
    ['http://[bad', undefined],
  ])('%s → %s', (url, expected) => {
    expect(readClickId(url)).toBe(expected)
  })
})

describe('clickIdCookie: "click id 30 days"', () => {
  it('in production: Path=/, Max-Age=2592000, SameSite=Lax, Secure', () => {
    expect(clickIdCookie('abc', { secure: true })).toBe(
      'irclickid=abc; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    )
  })

  it('elsewhere without Secure (plain http on localhost)', () => {
    expect(clickIdCookie('abc', { secure: false })).toBe(
      'irclickid=abc; Path=/; Max-Age=2592000; SameSite=Lax',
    )
  })
})

describe('decideClickId: "if consented, stored as a cookie for 30 days; otherwise sent to the server"', () => {
  it.each([
    [undefined, true, { kind: 'none' }],
    [undefined, false, { kind: 'none' }],
    [
      'abc',
      true,
      { kind: 'cookie', cookie: 'irclickid=abc; Path=/; Max-Age=2592000; SameSite=Lax; Secure' },
    ],
    ['abc', false, { kind: 'store', body: { irclickid: 'abc' } }],
  ])('id %s, consent %s', (id, consented, expected) => {
    expect(decideClickId(id, { consented, production: true })).toEqual(expected)
  })
})

describe('keepClickId', () => {
  const url = 'https://portal.example/?irclickid=abc'

  it('writes the cookie with consent and posts nothing', async () => {
    const effects = { writeCookie: vi.fn(), storeClickId: vi.fn() }
    await keepClickId({ url, consented: true, production: true }, effects)
    expect(effects.writeCookie).toHaveBeenCalledWith(
      'irclickid=abc; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    )
    expect(effects.storeClickId).not.toHaveBeenCalled()
  })

  it('posts { irclickid } through the injected /store call without consent', async () => {
    const effects = { writeCookie: vi.fn(), storeClickId: vi.fn(async () => ({})) }
    await keepClickId({ url, consented: false, production: true }, effects)
    expect(effects.storeClickId).toHaveBeenCalledWith({ irclickid: 'abc' })
    expect(effects.writeCookie).not.toHaveBeenCalled()
  })

  it('never rejects when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const effects = {
      writeCookie: vi.fn(),
      storeClickId: vi.fn(async () => Promise.reject(new Error('503'))),
    }
    await expect(
      keepClickId({ url, consented: false, production: true }, effects),
    ).resolves.toEqual({
      kind: 'store',
      body: { irclickid: 'abc' },
    })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('the /store call the portal injects', () => {
  it('is POST /store of the integration service, with credentials', async () => {
    const { investorIntegrationContract } = await import(
      '@portal/api-clients/contracts/investor-integration'
    )
    expect(investorIntegrationContract.storeClickId).toMatchObject({
      method: 'POST',
      path: '/store',
      credentials: 'include',
    })
  })
})
