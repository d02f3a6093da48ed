import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/env', () => ({
  serverEnv: () => ({ PORTAL_API_BASE_URL: 'http://api.test', PORTAL_ENV: 'local' }),
}))

const { GET } = await import('./route')

const fetched = vi.fn<typeof fetch>()
beforeEach(() => {
  fetched.mockReset()
  fetched.mockResolvedValue(new Response('%PDF-1.7', { status: 200 }))
  vi.stubGlobal('fetch', fetched)
})
afterEach(() => vi.unstubAllGlobals())

const get = (locale: string, path: string[]) =>
  GET(new Request(`http://portal.test/${locale}/assets/${path.join('/')}`), {
    params: Promise.resolve({ locale, path }),
  })

const sheet = ['documents', 'offer-3f2c-product-information-sheet.pdf']

describe('the asset route', () => {
  it.each([
    ['pl-pl', 'pl-PL'],
    ['en-us', 'en-US'],
    ['de-ch', 'de-CH'],
    ['de-at', 'de-AT'],
    ['fr-fr', 'fr-FR'],
  ])('asks the bank for a %s page’s document in %s', async (locale, language) => {
    const response = await get(locale, sheet)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const [url, init] = fetched.mock.calls[0] ?? []
    expect(url).toBe(`http://api.test/assets/${sheet.join('/')}`)
    // the data cache keys a read by its headers: each language is a read of its own
    expect(new Headers(init?.headers).get('accept-language')).toBe(language)
  })

  it.each([
    [['content', 'one-account.svg'], 'image/svg+xml'],
    [['content', 'deposit-protection.svg'], 'image/svg+xml'],
    [['banks', 'alvinth-bank', 'logo.png'], 'image/png'],
  ])('serves %j as %s', async (path, type) => {
    const response = await get('it-it', path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
  })

  it.each([
    ['pl-pl', ['content', 'page.html']],
    ['pl-pl', ['cms', 'v1', 'pages']],
    ['xx-xx', sheet],
  ])('answers %s %j with 404 without asking the bank', async (locale, path) => {
    expect((await get(locale, path)).status).toBe(404)
    expect(fetched).not.toHaveBeenCalled()
  })

  it('passes the bank’s 404 on', async () => {
    fetched.mockResolvedValue(new Response(null, { status: 404 }))
    expect((await get('en-gb', sheet)).status).toBe(404)
  })
})
