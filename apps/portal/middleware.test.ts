import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { middleware } from './middleware'

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { host: 'localhost:3000', ...headers },
  })
}

const internalHeaders: Record<string, string>[] = [
  {},
  { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { 'x-middleware-subrequest': 'src/middleware:middleware' },
  { 'x-nextjs-data': '1' },
  { 'next-resume': '1' },
  { 'x-middleware-prefetch': '1' },
  { rsc: '1' },
  { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' },
  { rsc: '1', 'next-router-prefetch': '1' },
  { 'x-portal-region': 'usa', 'x-nonce': 'abc', 'x-next-intl-locale': 'en-us' },
]

const protectedVariants = [
  '/de-de/dashboard',
  '/de-de/dashboard.rsc',
  '/de-de/dashboard/index.rsc',
  '/de-de/dashboard?_rsc=abc12',
  '/de-de/dashboard.prefetch.rsc',
  '/de-de/%64ashboard',
  '/de-de//dashboard',
  '/de-de/login/switch-account',
  '/de-de/postbox/messages.rsc?_rsc=1',
]

describe('middleware: customer routes without a session', () => {
  const cases = protectedVariants.flatMap((path) => internalHeaders.map((h) => [path, h] as const))
  it.each(cases)('%s with %j → 307 to login', async (path, headers) => {
    const response = await middleware(request(path, headers))
    expect(response.status).toBe(307)
    const location = new URL(response.headers.get('location') ?? '', 'http://localhost:3000')
    expect(location.pathname).toBe('/de-de/login')
    expect(location.searchParams.get('next')?.startsWith('/de-de/')).toBe(true)
  })

  it('sends a country-host request to the login page without locale', async () => {
    const response = await middleware(request('/dashboard', { host: 'de.localhost:3000' }))
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toContain('/login?next=%2Fdashboard')
  })
})

describe('middleware: customer routes of other markets', () => {
  it.each([
    '/fr-fr/dashboard/investments',
    '/fr-fr/dashboard/investments/robo-advisor',
    '/nl-nl/dashboard/retirement',
  ])('%s without a session → the not-found page, not the login', async (path) => {
    const response = await middleware(request(path))
    expect(response.headers.get('location')).toBeNull()
    expect(response.status).toBe(404)
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/page-not-found$/)
  })

  it('an address of no page under a locale is the not-found page with 404, server-rendered', async () => {
    for (const path of ['/de-de/no-such-page', '/de-de/banks/a/b', '/fr-fr/us-offers']) {
      const response = await middleware(request(path))
      expect(response.status, path).toBe(404)
      expect(response.headers.get('x-middleware-rewrite'), path).toMatch(/\/page-not-found$/)
    }
    expect((await middleware(request('/de-de/visitor'))).status).toBe(200)
  })

  it('the same route in its market still sends an anonymous visitor to the login', async () => {
    const response = await middleware(request('/de-de/dashboard/retirement'))
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toContain(
      '/de-de/login?next=%2Fde-de%2Fdashboard%2Fretirement',
    )
  })
})

describe('middleware: the page variant names the host mode', () => {
  it.each([
    ['/de-de/banks', 'localhost:3000', '/de-de/~/banks'],
    ['/banks', 'de.localhost:3000', '/de-de/~h/banks'],
    ['/', 'nl.localhost:3000', '/nl-nl/~h'],
    ['/no-such-page', 'nl.localhost:3000', '/nl-nl/~h/page-not-found'],
    ['/login', 'uk.localhost:3000', '/en-gb/~h/login'],
  ])(
    '%s on %s renders %s (links without locale on a country host)',
    async (path, host, rewrite) => {
      const response = await middleware(request(path, { host }))
      expect(new URL(response.headers.get('x-middleware-rewrite') ?? '').pathname).toBe(rewrite)
    },
  )
})

describe('middleware: headers of a routed request', () => {
  it('drops spoofed internal and portal headers and sets its own', async () => {
    const response = await middleware(
      request('/en-us/', {
        'x-portal-region': 'deu',
        'x-middleware-subrequest': 'middleware',
        'x-nonce': 'spoof',
      }),
    )
    expect(response.headers.get('x-middleware-request-x-portal-region')).toBe('usa')
    expect(response.headers.get('x-middleware-request-x-middleware-subrequest')).toBeNull()
    const nonce = response.headers.get('x-middleware-request-x-nonce')
    expect(nonce).not.toBe('spoof')
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
    expect(response.headers.get('x-middleware-request-x-next-intl-locale')).toBe('en-us')
  })

  it.each([
    ['/de-de/login', {}],
    ['/', {}],
    ['/de-de/dashboard', {}],
  ])('%s carries the security headers', async (path, headers) => {
    const response = await middleware(request(path, headers))
    const csp = response.headers.get('content-security-policy') ?? ''
    for (const part of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "'strict-dynamic'",
    ]) {
      expect(csp).toContain(part)
    }
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
  })

  it('gives every response its own nonce', async () => {
    const a = (await middleware(request('/de-de/login'))).headers.get('content-security-policy')
    const b = (await middleware(request('/de-de/login'))).headers.get('content-security-policy')
    expect(a).not.toBe(b)
  })

  it.each([
    ['/de-de', {}],
    ['/banks', { host: 'de.localhost:3000', cookie: 'cp_consent=cs:1' }],
  ])('%s, a page shared by every visitor, carries the static policy', async (path, headers) => {
    const response = await middleware(request(path, headers))
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).not.toContain('nonce')
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(part)
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-middleware-request-x-nonce')).toBeNull()
  })
})

describe('middleware never throws on malformed input', () => {
  it.each<[string, Record<string, string>]>([
    ['/de-de/dashboard', { cookie: 'portal_at=%E0%A4%A; portal_rt=; portal_session=%%%' }],
    [
      '/de-de/dashboard',
      { cookie: `portal_at=${'a'.repeat(16_000)}; portal_session=${'b'.repeat(4000)}` },
    ],
    ['/de-de/dashboard', { cookie: 'portal_at=a.b.c; portal_session=eyJhbGciOiJub25lIn0.e30.' }],
    ['/de-de', { cookie: '=;;;==; portal_at' }],
    ['/de-de', { 'accept-language': 'x'.repeat(10_000) }],
    ['/', { 'accept-language': ';q=;q=,,,-' }],
    ['/de-de', { 'x-forwarded-host': ',,,' }],
    ['/%E0%A4%A', {}],
    ['/de-de/%E0%A4%A', {}],
    ['/de-de/auth?next=%E0%A4%A', {}],
  ])('%s with %j', async (path, headers) => {
    const response = await middleware(request(path, headers))
    // an address of no page answers the not-found page (404)
    expect([200, 307, 404]).toContain(response.status)
  })
})
