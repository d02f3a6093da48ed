import type { KeyObject } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPortal, startSandbox, stop } from '../scripts/lib/servers.mjs'
import { launchChromium } from './browser'
import { loggedIn, payloadOf, pool, stackOn } from './support/security'
import { cookieHeader, readSigningKey, sandboxDataDir, tempDataDir } from './support/servers'
import {
  ecKeyFromJwk,
  hostileTokens,
  signEs256,
  type TokenFacts,
  validClaims,
} from './support/tokens'

// Security suite, part 1 of 3 (tokens and headers): own sandbox (known signing key) and portals.
// The other parts are security-redirects-xss and security-isolation; each file has its own
// servers, so vitest can run the three in parallel workers.
const sandboxPort = Number(process.env.E2E_SECURITY_SANDBOX_PORT ?? 18181)
const portalPort = Number(process.env.E2E_SECURITY_PORTAL_PORT ?? 13101)
/** A second portal on the same sandbox, deployed as production: the one that sends HSTS. */
const productionPortalPort = Number(process.env.E2E_SECURITY_PRODUCTION_PORTAL_PORT ?? 13104)
const { sandboxUrl, portalUrl, issuer } = stackOn(sandboxPort, portalPort)
const productionUrl = `http://127.0.0.1:${productionPortalPort}`

let workDir = ''
let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined
let portal: Awaited<ReturnType<typeof startPortal>> | undefined
let productionPortal: Awaited<ReturnType<typeof startPortal>> | undefined
let browser: Browser
let realKey: KeyObject
let kid = ''

beforeAll(async () => {
  workDir = tempDataDir('portal-security-tokens-')
  const options = {
    port: sandboxPort,
    dataDir: sandboxDataDir(workDir),
    quiet: true,
    env: { SANDBOX_ISSUER: issuer },
  }
  // A stopped sandbox's database gives its signing key away: the run's seeded copy has one; an
  // empty directory gets it at a first start.
  const browserStarting = launchChromium()
  if (!existsSync(join(options.dataDir, 'pgdata'))) await stop(await startSandbox(options))
  const stored = await readSigningKey(options.dataDir)
  realKey = ecKeyFromJwk(stored.jwk as Record<string, unknown>)
  kid = stored.kid
  sandbox = await startSandbox(options)
  portal = await startPortal({
    port: portalPort,
    sandboxPort,
    quiet: true,
    env: { IDENTITY_ISSUER: issuer },
  })
  productionPortal = await startPortal({
    port: productionPortalPort,
    sandboxPort,
    quiet: true,
    env: {
      IDENTITY_ISSUER: issuer,
      PORTAL_ENV: 'production',
      SESSION_SECRET: 'e2e-only-session-secret-of-32-characters-or-more',
    },
  })
  browser = await browserStarting
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await stop(productionPortal)
  await stop(portal)
  await stop(sandbox)
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

describe('hostile access tokens', () => {
  it('never give a logged-in page, a 500 or a sandbox answer but 401', async () => {
    const context = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    const cookies = await context.cookies()
    await context.close()
    const meta = cookies.find((cookie) => cookie.name === 'portal_session')
    const real = cookies.find((cookie) => cookie.name === 'portal_at')?.value ?? ''
    expect(meta).toBeDefined()
    const claims = payloadOf(real)
    const jwks = await (await fetch(`${issuer}/.well-known/jwks.json`)).json()
    const facts: TokenFacts = {
      issuer,
      audience: 'savings-portal',
      kid,
      realKey,
      publicJwkJson: JSON.stringify(jwks.keys[0]),
      sub: String(claims.sub),
      bacNumbers: claims.bac_number as string[],
    }
    const asCookie = (token: string) =>
      cookieHeader([meta ?? { name: '', value: '' }, { name: 'portal_at', value: token }])
    const probe = (token: string) =>
      Promise.all([
        fetch(`${portalUrl}/en-gb/dashboard`, {
          headers: { cookie: asCookie(token) },
          redirect: 'manual',
        }),
        fetch(`${portalUrl}/en-gb/login`, { headers: { cookie: asCookie(token) } }),
        fetch(`${sandboxUrl}/ums/v1/users/me`, { headers: { authorization: `Bearer ${token}` } }),
        fetch(`${sandboxUrl}/cas/v1/customers/${facts.bacNumbers[0]}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      ])

    // Control: a token with the real key and the right claims is accepted everywhere, so the
    // refusals below are the token checks at work and not a broken probe.
    const [dashboard, publicPage, me, customer] = await probe(
      signEs256({ kid }, validClaims(facts), realKey),
    )
    expect([dashboard.status, me.status, customer.status]).toEqual([200, 200, 200])
    expect(await publicPage.text()).toContain('data-login-state="logged_in"')

    const tokens = hostileTokens(facts)
    expect(tokens.length).toBeGreaterThanOrEqual(15)
    const failures: string[] = []
    await pool(tokens, 6, async ([name, token]) => {
      const [dashboard, publicPage, me, customer] = await probe(token)
      const body = await publicPage.text()
      const location = dashboard.headers.get('location') ?? ''
      if (dashboard.status !== 307 || !location.includes('/en-gb/login'))
        failures.push(`${name}: dashboard ${dashboard.status} ${location}`)
      if (publicPage.status !== 200 || !body.includes('data-login-state="public"'))
        failures.push(`${name}: public page ${publicPage.status}, not logged out`)
      if (me.status !== 401 || customer.status !== 401)
        failures.push(`${name}: sandbox ${me.status}/${customer.status}`)
    })
    expect(failures).toEqual([])
  })
})

describe('internal-header bypass', () => {
  const bypassHeaders: Record<string, string>[] = [
    { 'x-middleware-subrequest': 'middleware' },
    { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    {
      'x-middleware-subrequest':
        'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    },
    { 'x-middleware-subrequest': 'src/middleware' },
    { 'x-middleware-subrequest': 'pages/_middleware' },
    {
      'x-middleware-subrequest':
        'apps/portal/middleware:middleware:middleware:middleware:middleware',
    },
    { 'x-nextjs-data': '1' },
    { 'next-resume': '1' },
    { rsc: '1' },
    { rsc: '1', 'next-router-prefetch': '1' },
    { 'next-router-state-tree': '%5B%22%22%5D', rsc: '1' },
    { 'x-middleware-prefetch': '1' },
    { 'x-invoke-path': '/en-gb/dashboard', 'x-invoke-query': '{}' },
    { 'x-now-route-matches': '1' },
  ]
  const paths = [
    '/en-gb/dashboard',
    '/en-gb/dashboard.rsc',
    '/en-gb/dashboard?_rsc=abc12',
    '/en-gb/user-account/edit/password',
    '/en-gb/login/switch-account',
    '/en-gb/DASHBOARD/savings',
    '/en-gb/account-transactions',
    '/en-gb//dashboard',
  ]

  it('still sends every protected route to login', async () => {
    const failures: string[] = []
    const cases = bypassHeaders.flatMap((headers) => paths.map((path) => ({ headers, path })))
    await pool(cases, 8, async ({ headers, path }) => {
      const response = await fetch(`${portalUrl}${path}`, { headers, redirect: 'manual' })
      const location = response.headers.get('location') ?? ''
      const toLogin = /\/en-gb\/login\?next=/.test(location)
      // A path normalisation redirect (e.g. `//dashboard`) is fine if it is one hop from login.
      if (response.status >= 300 && response.status < 400 && !toLogin) {
        const hop = await fetch(new URL(location, portalUrl), { headers, redirect: 'manual' })
        if (/\/en-gb\/login\?next=/.test(hop.headers.get('location') ?? '')) return
      }
      if (!toLogin)
        failures.push(`${path} ${JSON.stringify(headers)} → ${response.status} ${location}`)
    })
    expect(failures).toEqual([])
  })
})

describe('security headers', () => {
  it('are on every public and customer route', async () => {
    const context = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    const cookie = cookieHeader(await context.cookies())
    await context.close()
    const publicRoutes = [
      '/de-de',
      '/en-gb',
      '/en-us',
      '/de-de/deposits/overnight',
      '/de-de/press',
      '/de-de/about',
      '/de-de/refer-a-friend',
      '/en-gb/login',
      '/en-gb/register',
      '/de-de/no-such-page',
      '/de-de/auth?next=%2F',
      '/register',
    ]
    const customerRoutes = [
      '/en-gb/dashboard',
      '/en-gb/account-transactions',
      '/en-gb/login/switch-account',
      '/en-gb/user-account/edit/password',
      '/en-gb/dashboard.rsc',
    ]
    const rows = [
      ...publicRoutes.map((path) => ({ path, headers: {} })),
      ...customerRoutes.map((path) => ({ path, headers: { cookie } })),
      ...customerRoutes.map((path) => ({ path, headers: {} })),
    ]
    // Pages shared by every visitor are served from the page cache, whose HTML has no per-response
    // nonce (lib/security/content-security-policy): scripts from this origin only, never eval. So
    // are paths the route table does not list (a single segment may be a cached not-found page).
    const cachedFirstVisits = new Set([
      '/de-de',
      '/en-gb',
      '/de-de/deposits/overnight',
      '/de-de/press',
      '/de-de/about',
      '/de-de/refer-a-friend',
      '/de-de/no-such-page',
      '/de-de/auth?next=%2F',
    ])
    const failures: string[] = []
    await pool(rows, 6, async ({ path, headers }) => {
      const response = await fetch(`${portalUrl}${path}`, { headers, redirect: 'manual' })
      const csp = response.headers.get('content-security-policy') ?? ''
      const cached = cachedFirstVisits.has(path) && !('cookie' in headers)
      const scriptPolicy = cached
        ? csp.includes("script-src 'self' 'unsafe-inline';")
        : /script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/.test(csp)
      const problems = [
        scriptPolicy ? '' : cached ? 'cached-page script-src' : 'nonce',
        ...["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"].map((d) =>
          csp.includes(d) ? '' : d,
        ),
        response.headers.get('x-content-type-options') === 'nosniff' ? '' : 'nosniff',
        response.headers.get('referrer-policy') === 'strict-origin-when-cross-origin'
          ? ''
          : 'referrer',
        response.headers.get('permissions-policy')?.includes('camera=()') ? '' : 'permissions',
        response.headers.has('strict-transport-security') ? 'HSTS outside production' : '',
        response.status >= 500 ? `status ${response.status}` : '',
      ].filter(Boolean)
      if (problems.length > 0)
        failures.push(
          `${path} (${'cookie' in headers ? 'customer' : 'public'}): ${problems.join(', ')}`,
        )
    })
    expect(failures).toEqual([])
  })
})

describe('HSTS', () => {
  it('is sent by a deployed portal on every route, and never by a local one', async () => {
    const paths = ['/de-de', '/en-gb/login', '/en-us', '/de-de/no-such-page', '/en-gb/dashboard']
    const failures: string[] = []
    for (const path of paths) {
      const deployed = await fetch(`${productionUrl}${path}`, { redirect: 'manual' })
      const hsts = deployed.headers.get('strict-transport-security') ?? ''
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)
      if (maxAge < 31_536_000 || !/includeSubDomains/i.test(hsts))
        failures.push(`production ${path} (${deployed.status}): ${JSON.stringify(hsts)}`)
      const local = await fetch(`${portalUrl}${path}`, { redirect: 'manual' })
      if (local.headers.has('strict-transport-security')) failures.push(`local ${path}: HSTS sent`)
    }
    expect(failures).toEqual([])
  })
})
