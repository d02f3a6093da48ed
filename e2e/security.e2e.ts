import type { KeyObject } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root, startPortal, startSandbox, stop } from '../scripts/lib/servers.mjs'
import { launchChromium } from './browser'
import { evilHost, openRedirectPayloads, xssMarker, xssPayloads } from './support/payloads'
import { cookieHeader, readSigningKey, tempDataDir } from './support/servers'
import {
  ecKeyFromJwk,
  hostileTokens,
  signEs256,
  type TokenFacts,
  validClaims,
} from './support/tokens'

// Own sandbox (hostile bank descriptions, known signing key) and own portal on other ports.
const sandboxPort = Number(process.env.E2E_SECURITY_SANDBOX_PORT ?? 18181)
const portalPort = Number(process.env.E2E_SECURITY_PORTAL_PORT ?? 13101)
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
const portalUrl = `http://127.0.0.1:${portalPort}`
const issuer = `${sandboxUrl}/idp`
const password = 'Demo-Password-1'
const cockpitHosts: string[] = Object.values(
  JSON.parse(readFileSync(join(root, 'apps/portal/config/edge-config.default.json'), 'utf8'))
    .cockpitHosts,
)

let workDir = ''
const payloadGroups = Array.from({ length: Math.ceil(xssPayloads.length / 3) }, (_, i) =>
  xssPayloads.slice(i * 3, i * 3 + 3).join('\n'),
)
let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined
let portal: Awaited<ReturnType<typeof startPortal>> | undefined
let browser: Browser
let realKey: KeyObject
let kid = ''

beforeAll(async () => {
  workDir = tempDataDir('portal-security-')
  const dataDir = join(workDir, 'data')
  const payloadFile = join(workDir, 'hostile-texts.json')
  // Three payloads per bank description keeps the number of bank pages to render small.
  writeFileSync(payloadFile, JSON.stringify(payloadGroups))
  const options = {
    port: sandboxPort,
    dataDir,
    quiet: true,
    env: { SANDBOX_ISSUER: issuer, SANDBOX_SEED_HOSTILE_TEXTS: payloadFile },
  }
  // First start seeds and creates the signing key; stopped, its database gives the key away.
  const browserStarting = launchChromium()
  await stop(await startSandbox(options))
  const stored = await readSigningKey(dataDir)
  realKey = ecKeyFromJwk(stored.jwk as Record<string, unknown>)
  kid = stored.kid
  sandbox = await startSandbox(options)
  portal = await startPortal({
    port: portalPort,
    sandboxPort,
    quiet: true,
    env: { IDENTITY_ISSUER: issuer },
  })
  browser = await browserStarting
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await stop(portal)
  await stop(sandbox)
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]
      next += 1
      await task(item as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

async function logIn(page: Page, username: string) {
  await page.locator('input[name=username]').fill(username)
  await page.locator('input[name=password]').fill(password)
  await page.getByTestId('login-form').getByRole('button').click()
}

/** A logged-in browser context (en-gb dashboard reached) and its cookies. */
async function loggedIn(username: string): Promise<BrowserContext> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
  await logIn(page, username)
  await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
  await page.close()
  return context
}

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
}

/** Where a Location (or a `next` value inside it) leads, as a browser would resolve it. */
function isSafeDestination(location: string): boolean {
  let url: URL
  try {
    url = new URL(location, portalUrl)
  } catch {
    return true // unparsable: a browser would not navigate anywhere
  }
  if (url.origin === portalUrl) return true
  return url.protocol === 'https:' && cockpitHosts.includes(url.hostname) && !url.username
}

describe('hostile access tokens', () => {
  it('never give a logged-in page, a 500 or a sandbox answer but 401', async () => {
    const context = await loggedIn('demo.personal@example.com')
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
    '/en-gb/set-password',
    '/en-gb/login/switch-account',
    '/en-gb/DASHBOARD/savings',
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

describe('open redirects through next', () => {
  it(`keep ${openRedirectPayloads.length} hostile targets on the portal (auth handover)`, async () => {
    const context = await loggedIn('demo.business@example.com')
    const cookie = cookieHeader(await context.cookies())
    await context.close()
    expect(openRedirectPayloads.length).toBeGreaterThanOrEqual(30)
    const failures: string[] = []
    const variants = openRedirectPayloads.flatMap((payload) => [
      { payload, query: encodeURIComponent(payload) },
      { payload, query: payload.replaceAll('#', '%23').replaceAll('&', '%26') },
    ])
    await pool(variants, 8, async ({ payload, query }) => {
      const headerSets: Record<string, string>[] = [{}, { cookie }]
      for (const headers of headerSets) {
        const response = await fetch(`${portalUrl}/de-de/auth?next=${query}`, {
          headers,
          redirect: 'manual',
        })
        const location = response.headers.get('location') ?? ''
        const inner = URL.canParse(location, portalUrl)
          ? new URL(location, portalUrl).searchParams.get('next')
          : null
        if (
          response.status >= 500 ||
          !isSafeDestination(location) ||
          (inner !== null && !isSafeDestination(inner))
        )
          failures.push(
            `${JSON.stringify(payload)} (${'cookie' in headers ? 'logged in' : 'public'}) → ${response.status} ${location}`,
          )
      }
    })
    expect(failures).toEqual([])
  })

  it('keep the login flow on the portal (a browser sample of the targets)', async () => {
    const failures: string[] = []
    const sample = openRedirectPayloads.filter((_, index) => index % 6 === 0)
    await pool(sample, 4, async (payload) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const foreign: string[] = []
      page.on('request', (request) => {
        const url = request.url()
        if (!url.startsWith(`${portalUrl}/`)) foreign.push(url)
      })
      await page.goto(`${portalUrl}/en-gb/login?next=${encodeURIComponent(payload)}`)
      await logIn(page, 'demo.joint@example.com')
      await page
        .waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 })
        .catch(() => undefined)
      const final = page.url()
      if (!final.startsWith(`${portalUrl}/`) || foreign.length > 0)
        failures.push(`${JSON.stringify(payload)} → ${final} ${foreign.join(' ')}`)
      await context.close()
    })
    expect(failures).toEqual([])
  })
})

interface XssFindings {
  marker: unknown
  dialogs: string[]
  csp: string[]
  handlers: string[]
  urls: string[]
}

const inspectPage = `(() => {
  const handlers = [...document.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => el.tagName + ' ' + a.name))
  const urls = [...document.querySelectorAll('[href],[src],[action],[formaction],[data],[srcdoc]')]
    .flatMap((el) => ['href', 'src', 'action', 'formaction', 'data', 'srcdoc'].map((n) => el.getAttribute(n) ?? ''))
    .filter((v) => /^\\s*(javascript|vbscript|data:text\\/html)|<script/i.test(v.replace(/[\\s\\u0000-\\u001f]/g, '')))
  if (document.querySelector('base, object, embed, iframe')) urls.push('element base/object/embed/iframe')
  return { marker: window.${xssMarker}, csp: window.__cspViolations ?? [], handlers, urls }
})()`

/** A context that records CSP violation reports and dialogs. */
async function watchedContext(): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addInitScript(`window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')))`)
  return context
}

async function watchedPage(context: BrowserContext): Promise<{ page: Page; dialogs: string[] }> {
  const page = await context.newPage()
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return { page, dialogs }
}

async function findings(page: Page, dialogs: string[]): Promise<XssFindings> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))',
  )
  const seen = (await page.evaluate(inspectPage)) as Omit<XssFindings, 'dialogs'>
  return { ...seen, dialogs: [...dialogs] }
}

/**
 * CSP reports a payload could cause. Left out: `eval` from the portal's own bundle and bank logos
 * the offers table loads straight from the API host (both blocked, both not from a payload; see
 * the suite's report).
 */
function isPayloadViolation(report: string): boolean {
  return (
    !report.startsWith('script-src eval') && !report.startsWith(`img-src ${sandboxUrl}/assets/`)
  )
}

function isClean(found: XssFindings): boolean {
  // React's placeholder action of a form whose action is a function, not a payload.
  const urls = found.urls.filter(
    (url) => !url.startsWith("javascript:throw new Error('A React form"),
  )
  return (
    urls.length === 0 &&
    found.marker === undefined &&
    found.dialogs.length === 0 &&
    found.csp.filter(isPayloadViolation).length === 0 &&
    found.handlers.length === 0
  )
}

describe('XSS', () => {
  it(`runs none of ${xssPayloads.length} payloads seeded into bank HTML descriptions`, async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(30)
    const { items } = (await (await fetch(`${sandboxUrl}/dbs/v1/banks`)).json()) as {
      items: { slug: string; name: string; descriptions: { id: string; value: string }[] }[]
    }
    const hostile = items.filter((bank) =>
      bank.descriptions.some(
        (d) => d.id === 'bank_description' && xssPayloads.some((p) => d.value.includes(p)),
      ),
    )
    expect(hostile.length).toBe(payloadGroups.length)
    const context = await watchedContext()
    const failures: string[] = []
    await pool(hostile, 6, async (bank) => {
      const { page, dialogs } = await watchedPage(context)
      const response = await page.goto(`${portalUrl}/de-de/banks/${bank.slug}`)
      const found = await findings(page, dialogs)
      if (response?.status() !== 200 || !isClean(found))
        failures.push(`${bank.slug} ${response?.status()} ${JSON.stringify(found)}`)
      await page.close()
    })
    await context.close()
    expect(failures).toEqual([])
  })

  it('runs none of them from search params, next, or the press page param', async () => {
    const context = await watchedContext()
    const failures: string[] = []
    const urls = xssPayloads.flatMap((payload) => {
      const p = encodeURIComponent(payload)
      return [
        `/de-de?term=${p}&country=${p}&rating=${p}&amount=${p}&sort=${p}&order=${p}&residence=${p}&compare=${p}&page=${p}`,
      ]
    })
    for (const payload of xssPayloads.slice(0, 12)) {
      const p = encodeURIComponent(payload)
      urls.push(
        `/en-gb/login?next=${p}&reason=${p}`,
        `/en-us?amount=${p}&limit=${p}`,
        `/de-de/press?page=${p}`,
        `/en-gb/register?next=${p}`,
      )
    }
    await pool(urls, 8, async (url) => {
      const { page, dialogs } = await watchedPage(context)
      const response = await page.goto(`${portalUrl}${url}`)
      const found = await findings(page, dialogs)
      if ((response?.status() ?? 500) >= 500 || !isClean(found))
        failures.push(`${url} ${response?.status()} ${JSON.stringify(found)}`)
      await page.close()
    })
    await context.close()
    expect(failures).toEqual([])
  })

  it('echoes typed payloads in the login and registration forms as text only', async () => {
    const context = await watchedContext()
    const failures: string[] = []
    const forms = [
      { path: '/en-gb/login', fields: ['username'], wait: 'login' },
      { path: '/en-gb/register', fields: ['firstName', 'lastName', 'email'], wait: 'register' },
    ]
    await Promise.all(
      forms.map(async (form) => {
        const { page, dialogs } = await watchedPage(context)
        await page.goto(`${portalUrl}${form.path}`)
        for (const payload of xssPayloads) {
          for (const name of form.fields) await page.locator(`input[name=${name}]`).fill(payload)
          const answered = page.waitForResponse((r) => r.request().method() === 'POST')
          await page.locator('main form button[type=submit]').first().click()
          await answered
          const found = await findings(page, dialogs)
          if (!isClean(found))
            failures.push(`${form.path} ${JSON.stringify(payload)} ${JSON.stringify(found)}`)
        }
        await page.close()
      }),
    )
    await context.close()
    expect(failures).toEqual([])
  })
})

describe('cross-site writes', () => {
  /** Server action ids found in the rendered HTML of a page. */
  function actionIds(html: string): string[] {
    const ids = new Set<string>()
    for (const match of html.matchAll(/\$ACTION_ID_([0-9a-f]{20,})/g)) ids.add(match[1] ?? '')
    for (const match of html.matchAll(/&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/g))
      ids.add(match[1] ?? '')
    return [...ids]
  }

  it('refuses POSTs to every server action and route handler from another site', async () => {
    const context = await loggedIn('demo.multi@example.com')
    const cookie = cookieHeader(await context.cookies())
    await context.close()
    const pages = [
      '/en-gb/login',
      '/en-gb/register',
      '/en-gb/dashboard',
      '/en-gb/login/switch-account',
      '/en-gb/set-password',
      '/en-us',
      '/en-gb/logout',
    ]
    const actions: { path: string; id: string }[] = []
    for (const path of pages) {
      const html = await (await fetch(`${portalUrl}${path}`, { headers: { cookie } })).text()
      for (const id of actionIds(html)) actions.push({ path, id })
    }
    // login, register, switch account, set password, logout, save offer at least
    expect(new Set(actions.map((a) => a.id)).size).toBeGreaterThanOrEqual(6)
    const crossSite: Record<string, string>[] = [
      { origin: `https://${evilHost}` },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    const failures: string[] = []
    const body = new FormData()
    body.set('bacNumber', 'BAC_1000000004')
    body.set('offerId', 'x1')
    body.set('save', 'true')
    for (const { path, id } of actions) {
      for (const headers of crossSite) {
        const response = await fetch(`${portalUrl}${path}`, {
          method: 'POST',
          headers: { ...headers, cookie, 'next-action': id, accept: 'text/x-component' },
          body,
          redirect: 'manual',
        })
        const setCookie = response.headers
          .getSetCookie()
          .filter((c) => !c.startsWith('portal_session='))
        if (
          response.status < 400 ||
          setCookie.length > 0 ||
          response.headers.has('x-action-redirect')
        )
          failures.push(
            `${path} ${id.slice(0, 8)} ${JSON.stringify(headers)} → ${response.status} ${setCookie.join(',')}`,
          )
      }
    }
    for (const path of [
      '/en-gb/auth?next=%2Fen-gb%2Fdashboard',
      '/en-gb/assets/banks/x/logo.svg',
    ]) {
      for (const headers of crossSite) {
        const response = await fetch(`${portalUrl}${path}`, {
          method: 'POST',
          headers: { ...headers, cookie },
          redirect: 'manual',
        })
        if (response.status < 400)
          failures.push(`route ${path} ${JSON.stringify(headers)} → ${response.status}`)
      }
    }
    expect(failures).toEqual([])
  })
})

describe('security headers', () => {
  it('are on every public and customer route', async () => {
    const context = await loggedIn('demo.personal@example.com')
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
      '/en-gb/login/switch-account',
      '/en-gb/set-password',
      '/en-gb/dashboard.rsc',
    ]
    const rows = [
      ...publicRoutes.map((path) => ({ path, headers: {} })),
      ...customerRoutes.map((path) => ({ path, headers: { cookie } })),
      ...customerRoutes.map((path) => ({ path, headers: {} })),
    ]
    const failures: string[] = []
    await pool(rows, 6, async ({ path, headers }) => {
      const response = await fetch(`${portalUrl}${path}`, { headers, redirect: 'manual' })
      const csp = response.headers.get('content-security-policy') ?? ''
      const problems = [
        /script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}'/.test(csp) ? '' : 'nonce',
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

describe('customers stay apart', () => {
  it('refuses a foreign BAC in the portal and in the sandbox', async () => {
    const context = await loggedIn('demo.personal@example.com')
    const own = 'BAC_1000000001'
    const foreign = 'BAC_1000000002'
    const page = await context.newPage()
    // crafted account cookie
    await context.addCookies([{ name: 'portal_account', value: foreign, url: portalUrl }])
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    expect(await page.getByTestId('current-account').textContent()).toContain(own)
    expect(await page.content()).not.toContain(foreign)
    // crafted switch-account form value
    await page.goto(`${portalUrl}/en-gb/login/switch-account`)
    await page
      .locator('input[name=bacNumber]')
      .first()
      .evaluate((input, value) => {
        ;(input as HTMLInputElement).value = value
      }, foreign)
    await page.locator('input[name=bacNumber]').first().check()
    await page.locator('main form button[type=submit], form button').last().click()
    await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
    expect(await page.getByTestId('current-account').textContent()).toContain(own)
    expect(await page.content()).not.toContain(foreign)
    const token = (await context.cookies()).find((c) => c.name === 'portal_at')?.value ?? ''
    await context.close()

    const bearer = { authorization: `Bearer ${token}` }
    expect((await fetch(`${sandboxUrl}/cas/v1/customers/${own}`, { headers: bearer })).status).toBe(
      200,
    )
    for (const id of [
      foreign,
      'BAC_1000000003',
      'BAC_1000000004',
      'BAC_9999999999',
      '..%2FBAC_1000000002',
    ]) {
      const response = await fetch(`${sandboxUrl}/cas/v1/customers/${id}`, { headers: bearer })
      expect(response.status, id).toBe(403)
    }
  })
})
