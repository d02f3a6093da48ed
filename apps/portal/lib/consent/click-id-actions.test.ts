import { clickIdCookieMaxAge, decideClickId, keepClickId, withConsent } from '@portal/tracking'
import { afterEach, describe, expect, it, vi } from 'vitest'

const storeCall = vi.fn()
vi.mock('@/lib/backend/clients', () => ({
  apiClients: () => ({ investorIntegration: { storeClickId: storeCall } }),
}))
vi.mock('@/lib/routing/get-region', () => ({ getRegion: async () => 'DEU' }))

const { storeClickId } = await import('./click-id-actions')

afterEach(() => storeCall.mockReset())

describe('storeClickId (server action behind POST /store)', () => {
  it('sends the click id through the typed integration client', async () => {
    storeCall.mockResolvedValue({ data: { stored: true }, error: undefined, status: 200 })
    expect(await storeClickId('abc')).toEqual({ stored: true })
    expect(storeCall).toHaveBeenCalledWith({ body: { irclickid: 'abc' } })
  })

  it.each([[''], ['a b'], ['<script>'], [42], [undefined]])(
    'refuses %j without a call',
    async (value) => {
      expect(await storeClickId(value)).toEqual({ stored: false })
      expect(storeCall).not.toHaveBeenCalled()
    },
  )

  it('reports a failed or throwing call as not stored, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    storeCall.mockResolvedValueOnce({
      data: undefined,
      error: { name: 'requestError', status: 503, message: 'down', code: 'serviceUnavailable' },
      status: 503,
    })
    expect(await storeClickId('abc')).toEqual({ stored: false })
    storeCall.mockRejectedValueOnce(new Error('offline'))
    expect(await storeClickId('abc')).toEqual({ stored: false })
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})

describe('click id wiring of the keeper', () => {
  it('with click-cookie consent writes a 30-day cookie and stores nothing', async () => {
    const writeCookie = vi.fn()
    const action = await keepClickId(
      {
        url: '/de-de?irclickid=abc',
        consented: withConsent({ click_cookie: true }).click_cookie,
        production: false,
      },
      { writeCookie, storeClickId: (body) => storeClickId(body.irclickid) },
    )
    expect(action.kind).toBe('cookie')
    expect(writeCookie).toHaveBeenCalledWith(
      `irclickid=abc; Path=/; Max-Age=${clickIdCookieMaxAge}; SameSite=Lax`,
    )
    expect(storeCall).not.toHaveBeenCalled()
  })

  it('without it goes to the server action', async () => {
    storeCall.mockResolvedValue({ data: {}, error: undefined, status: 200 })
    const writeCookie = vi.fn()
    await keepClickId(
      { url: '/en-gb/offers?irclickid=xyz', consented: false, production: true },
      { writeCookie, storeClickId: (body) => storeClickId(body.irclickid) },
    )
    expect(writeCookie).not.toHaveBeenCalled()
    expect(storeCall).toHaveBeenCalledWith({ body: { irclickid: 'xyz' } })
    expect(decideClickId(undefined, { consented: false, production: true })).toEqual({
      kind: 'none',
    })
  })
})
