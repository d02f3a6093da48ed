import { rmSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPortal, startSandbox, stop } from '../scripts/lib/servers.mjs'
import { accessibilityViolations, launchChromium } from './browser'
import { sandboxTokenOf } from './support/security'
import {
  cookieHeader,
  sandboxDataDir,
  startSandboxTakingOverLock,
  tempDataDir,
} from './support/servers'

// Own sandbox and portal on other ports: this file stops and kills its sandbox.
const sandboxPort = Number(process.env.E2E_FAULTS_SANDBOX_PORT ?? 18182)
const portalPort = Number(process.env.E2E_FAULTS_PORTAL_PORT ?? 13102)
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
const portalUrl = `http://127.0.0.1:${portalPort}`
const issuer = `${sandboxUrl}/idp`

let workDir = ''
let dataDir = ''
let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined
let portal: Awaited<ReturnType<typeof startPortal>> | undefined
let browser: Browser

const accessTokenTtlSeconds = 8
/**
 * The transaction services' timeout of this file's portal: the spec's 20000 ms is the default
 * (a unit table in `lib/backend/service-result.test.ts`); here a shorter one, so that the timeout
 * case waits 5 s and not 20.
 */
const transactionTimeoutMs = 5_000

const sandboxOptions = () => ({
  port: sandboxPort,
  dataDir,
  quiet: true,
  // Test-only fault controls: the transaction service can be slowed (PUT /das/v2/sandbox/delay).
  // Short-lived access tokens, so one can expire while the sandbox is down.
  env: {
    SANDBOX_ISSUER: issuer,
    SANDBOX_FAULT_INJECTION: '1',
    SANDBOX_ACCESS_TOKEN_TTL_SECONDS: String(accessTokenTtlSeconds),
  },
})

beforeAll(async () => {
  workDir = tempDataDir('portal-faults-')
  dataDir = sandboxDataDir(workDir)
  const browserStarting = launchChromium()
  sandbox = await startSandbox(sandboxOptions())
  // No flags file: the portal must start and render with the flag defaults.
  portal = await startPortal({
    port: portalPort,
    sandboxPort,
    quiet: true,
    env: {
      IDENTITY_ISSUER: issuer,
      FLAGS_FILE: '/nonexistent/flags.json',
      TRANSACTION_SERVICE_TIMEOUT_MS: String(transactionTimeoutMs),
    },
  })
  browser = await browserStarting
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await stop(portal)
  await stop(sandbox)
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

const stackTrace = /\n\s+at\s|node_modules|webpack-internal|\.tsx?:\d+/

describe('flags file missing', () => {
  it('starts and renders with the flag defaults', async () => {
    for (const path of ['/de-de', '/en-gb/login', '/en-us']) {
      const response = await fetch(`${portalUrl}${path}`)
      expect(response.status, path).toBe(200)
    }
  })
})

/** A browser context logged in as `username`, on `path` of the en-gb customer area. */
async function loggedIn(username: string, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${portalUrl}/en-gb/login?next=${encodeURIComponent(`/en-gb${path}`)}`)
  await page.locator('input[name=username]').fill(username)
  await page.locator('input[name=password]').fill('Demo-Password-1')
  await page.getByTestId('login-form').getByRole('button').click()
  await page.waitForURL(`${portalUrl}/en-gb${path}`)
  return { context, page }
}

describe('sandbox down mid-session', () => {
  it('answers customer pages with 503 and the try-again state, keeps the session through an expired token, and recovers after a restart', async () => {
    const { context, page } = await loggedIn('demo.personal@example.com', '/dashboard')
    await expect.poll(() => page.getByTestId('greeting').textContent()).toMatch(/^Welcome, /)

    await stop(sandbox)
    // Read once the sandbox is gone: the page may still have renewed its tokens while it stopped.
    const cookie = cookieHeader(await context.cookies())
    try {
      await backendDown(page, cookie)
      // Once the access token has expired it cannot be renewed while the identity provider is
      // down: still the unavailable state, and the session cookies are kept, not cleared.
      await new Promise((resolve) => setTimeout(resolve, (accessTokenTtlSeconds + 1) * 1000))
      const expired = await fetch(`${portalUrl}/en-gb/dashboard`, {
        headers: { cookie },
        redirect: 'manual',
      })
      expect(expired.status).toBe(503)
      expect(await expired.text()).toContain('data-testid="services-unavailable"')
      expect(expired.headers.getSetCookie()).toEqual([])
    } finally {
      sandbox = await startSandbox(sandboxOptions())
    }
    // The try-again control of the 503 page, pressed once the sandbox is back.
    const recovered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/en-gb/dashboard',
    )
    await page.getByRole('button', { name: 'Try again' }).click()
    expect((await recovered).status()).toBe(200)
    await expect.poll(() => page.getByTestId('greeting').textContent()).toMatch(/^Welcome, /)
    expect(await page.getByTestId('services-unavailable').count()).toBe(0)
    await context.close()
    // The public page that failed while the sandbox was down renders now: no failure was cached.
    const press = await fetch(`${portalUrl}/en-gb/press`)
    expect(press.status).toBe(200)
    expect(await press.text()).toContain('data-testid="press-list"')
  })
})

describe('sandbox down while an order is confirmed', () => {
  it('keeps the reviewed order with a clear message, and orders once after the sandbox is back', async () => {
    const { context, page } = await loggedIn(
      'demo.personal@example.com',
      '/products?type=term_deposit',
    )
    const offerId =
      (await page
        .getByTestId('product-offer')
        .filter({ has: page.getByTestId('order-cta') })
        .first()
        .getAttribute('data-offer-id')) ?? ''
    const offer = (await (await fetch(`${sandboxUrl}/dbs/v1/offers/${offerId}`)).json()) as {
      minAmount: number
    }
    const typed = (offer.minAmount / 100).toFixed(2)
    const ordersOfOffer = async () => {
      const token = await sandboxTokenOf(sandboxUrl, 'demo.personal@example.com')
      const response = await fetch(`${sandboxUrl}/das/v1/customers/BAC_1000000001/savings`, {
        headers: { authorization: `Bearer ${token}` },
      })
      const savings = (await response.json()) as { pendingOrders: { offerId: string }[] }
      return savings.pendingOrders.filter((order) => order.offerId === offerId).length
    }
    const before = await ordersOfOffer()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto(`${portalUrl}/en-gb/products/${offerId}/order`)
    await page.getByRole('textbox', { name: /Investment amount/ }).fill(typed)
    await page.getByRole('button', { name: 'Review the order' }).click()
    await page.getByTestId('order-review').waitFor()
    const [sheet] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('information-sheet').click(),
    ])
    await sheet.close()
    await page.getByRole('checkbox', { name: /opened and read/ }).check()
    const reviewed = await page.getByTestId('review-amount').textContent()
    expect(reviewed).toMatch(/\d/)

    await stop(sandbox)
    try {
      await page.getByRole('button', { name: 'Order with obligation to pay' }).click()
      await page.getByTestId('order-error').waitFor({ timeout: 30_000 })
      expect(await page.getByTestId('order-error').textContent()).toMatch(/try again/i)
      // Still the review of what was typed: nothing to enter again.
      expect(await page.getByTestId('review-amount').textContent()).toBe(reviewed)
      expect(new URL(page.url()).search).toBe('')
    } finally {
      sandbox = await startSandbox(sandboxOptions())
    }
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click()
    await page.waitForURL(/\?order=/, { timeout: 30_000 })
    expect(await ordersOfOffer()).toBe(before + 1)
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)
})

/** What the portal shows with the sandbox stopped. */
async function backendDown(page: Page, cookie: string) {
  // A page cannot change its status once it streams, so the middleware answers 503 up front; it
  // reuses an answer of the services for 2 s, so the first request may still find them up (and a
  // loaded machine may take a while to let the sandbox go). A redirect would be a lost session.
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${portalUrl}/en-gb/dashboard`, {
          headers: { cookie },
          redirect: 'manual',
        })
        return `${answer.status} ${answer.headers.get('location') ?? ''}`.trim()
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe('503')
  for (const path of ['/en-gb/dashboard', '/en-gb/account-transactions']) {
    const customer = await fetch(`${portalUrl}${path}`, { headers: { cookie } })
    const html = await customer.text()
    expect(customer.status, path).toBe(503)
    expect(customer.headers.get('retry-after'), path).toMatch(/^\d+$/)
    expect(html, path).toContain('data-testid="services-unavailable"')
    expect(html, path).toContain('Our services are not available right now')
    expect(html, path).not.toMatch(stackTrace)
    expect(html, path).not.toContain('data-testid="greeting"')
  }
  for (const path of ['/de-de', '/en-gb/login', '/de-de/press', '/en-us']) {
    const response = await fetch(`${portalUrl}${path}`)
    const html = await response.text()
    expect(html, path).toContain('<html')
    expect(html, path).not.toMatch(stackTrace)
  }
  // A public page first generated now (a first visit's cached twin) fails as it does per request,
  // and its failure is not kept: the test checks it recovers once the sandbox is back.
  const [firstVisit, withCookie] = await Promise.all([
    fetch(`${portalUrl}/en-gb/press`),
    fetch(`${portalUrl}/en-gb/press`, { headers: { cookie } }),
  ])
  expect(firstVisit.status).toBe(withCookie.status)
  expect(firstVisit.headers.get('x-nextjs-cache')).toBeNull()
  expect(firstVisit.headers.get('cache-control')).toContain('no-store')
  // Browser navigation (tracking collector down with the sandbox) is not blocked.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${portalUrl}/de-de`)
  await page.goto(`${portalUrl}/en-gb/login`)
  expect(new URL(page.url()).pathname).toBe('/en-gb/login')
  // In the browser, in German too: a clear message and a way to try again, never a crash.
  const german = await page.goto(`${portalUrl}/de-de/dashboard`)
  expect(german?.status()).toBe(503)
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe('Unsere Dienste sind gerade nicht erreichbar')
  expect(await page.getByRole('button', { name: 'Erneut versuchen' }).isVisible()).toBe(true)
  expect(await accessibilityViolations(page.context(), `${portalUrl}/de-de/dashboard`)).toEqual([])
  const english = await page.goto(`${portalUrl}/en-gb/dashboard`)
  expect(english?.status()).toBe(503)
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe('Our services are not available right now')
  expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true)
  expect(errors).toEqual([])
}

/** Slows every answer of the sandbox's transaction service (0 switches it off). */
async function slowTransactions(delayMs: number) {
  const response = await fetch(`${sandboxUrl}/das/v2/sandbox/delay`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ delayMs }),
  })
  expect(response.status).toBe(204)
}

describe('sandbox down while a payout is asked for', () => {
  it('keeps the chosen account and amount with a clear message, and sends the mTAN once it is back', async () => {
    const { context, page } = await loggedIn('demo.personal@example.com', '/account-withdrawal')
    const select = page.getByRole('combobox', { name: 'Pay out from' })
    const overnight =
      (await select
        .locator('option')
        .filter({ hasText: /Overnight deposit/ })
        .first()
        .getAttribute('value')) ?? ''
    await select.selectOption(overnight)
    const amount = page.getByRole('textbox', { name: /Amount in EUR/ })
    await amount.fill('12.34')

    await stop(sandbox)
    try {
      await page.getByRole('button', { name: 'Send me an mTAN' }).click()
      await page.getByTestId('withdrawal-error').waitFor({ timeout: 30_000 })
      expect(await page.getByTestId('withdrawal-error').textContent()).toContain(
        'nothing was paid out. What you entered is kept',
      )
      expect(await amount.inputValue()).toBe('12.34')
      expect(await select.inputValue()).toBe(overnight)
    } finally {
      sandbox = await startSandbox(sandboxOptions())
    }
    await page.getByRole('button', { name: 'Send me an mTAN' }).click()
    await page.getByTestId('withdrawal-code-step').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('withdrawal-summary').textContent()).toContain('12.34')
    await context.close()
  }, 120_000)
})

describe('transactions screen', () => {
  it('lists the bookings, and shows the empty state for an account without any', async () => {
    const personal = await loggedIn('demo.personal@example.com', '/account-transactions')
    await personal.page.getByTestId('transactions').waitFor()
    // demo.personal has the seeded savings history: transfer in, orders, their funding.
    expect(await personal.page.getByTestId('transaction').count()).toBeGreaterThanOrEqual(2)
    expect(
      await personal.page.getByTestId('transactions').locator('caption').textContent(),
    ).toContain('BAC_1000000001')
    const list = `${portalUrl}/en-gb/account-transactions`
    expect(await accessibilityViolations(personal.context, list)).toEqual([])
    await personal.context.close()

    const { context, page } = await loggedIn('demo.multi@example.com', '/account-transactions')
    // BAC_1000000005 is only registered: no bookings yet.
    await context.addCookies([{ name: 'portal_account', value: 'BAC_1000000005', url: portalUrl }])
    await page.goto(`${portalUrl}/de-de/account-transactions`)
    await expect
      .poll(() => page.getByTestId('transactions-empty').textContent())
      .toBe('Auf diesem Konto gibt es noch keine Umsätze.')
    await context.close()
  })

  it('shows a clear message when the service passes its timeout, never a hanging page', async () => {
    const { context, page } = await loggedIn('demo.personal@example.com', '/account-transactions')
    await page.getByTestId('transactions').waitFor()
    await slowTransactions(transactionTimeoutMs + 5_000)
    const error = page.getByTestId('transactions-error')
    try {
      // The heading and the skeleton stream at once; the page does not wait for the service.
      await page.goto(`${portalUrl}/en-gb/account-transactions`, { waitUntil: 'commit' })
      await page.getByRole('heading', { name: 'Transactions', level: 1 }).waitFor()
      await page.getByRole('status').filter({ hasText: 'Loading your transactions' }).waitFor()
      // After the client's timeout: the message, a way to try again, and a finished page.
      await error.waitFor({ timeout: transactionTimeoutMs + 10_000 })
      expect(await error.getByRole('alert').textContent()).toBe(
        'The transaction service is taking too long to answer, so your transactions cannot be shown right now. Please try again in a moment.',
      )
      await page.waitForLoadState('load')
      expect(await page.getByTestId('transactions-loading').count()).toBe(0)
      expect(await page.content()).not.toMatch(stackTrace)
    } finally {
      await slowTransactions(0)
    }
    await error.getByRole('button', { name: 'Try again' }).click()
    await page.getByTestId('transactions').waitFor()
    expect(await page.getByTestId('transaction').count()).toBeGreaterThanOrEqual(10)
    await context.close()
  }, 90_000)
})

describe('sandbox killed with SIGKILL during writes', () => {
  it('keeps every acknowledged registration, opens the database and takes over the stale lock', async () => {
    const acknowledged: string[] = []
    let stopped = false
    let sent = 0
    const register = async (email: string) =>
      fetch(`${sandboxUrl}/ums/v1/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'Fault-Password-1',
          firstName: 'Fault',
          lastName: 'Test',
          accountType: 'PERSONAL',
        }),
      })
    const writer = async (lane: number) => {
      while (!stopped) {
        sent += 1
        const email = `fault.${lane}.${sent}@example.com`
        try {
          const response = await register(email)
          if (response.status === 201) acknowledged.push(email)
        } catch {
          return // the server is gone
        }
      }
    }
    const writers = [0, 1, 2, 3].map(writer)
    // Kill once a good number of writes were acknowledged (more keep coming in flight).
    await expect
      .poll(() => acknowledged.length, { timeout: 30_000, interval: 50 })
      .toBeGreaterThan(20)
    const pid = sandbox?.pid ?? 0
    const exited = new Promise((resolve) => sandbox?.once('exit', resolve))
    process.kill(-pid, 'SIGKILL')
    await exited
    stopped = true
    await Promise.all(writers)
    expect(acknowledged.length).toBeGreaterThan(20)

    const restarted = await startSandboxTakingOverLock(sandboxOptions())
    sandbox = restarted.sandbox
    const lost: string[] = []
    for (const email of acknowledged) {
      const again = await register(email)
      if (again.status !== 409) lost.push(`${email} ${again.status}`)
    }
    expect(lost).toEqual([])
    expect((await register('fault.after.restart@example.com')).status).toBe(201)
    expect((await fetch(`${sandboxUrl}/dbs/v1/banks`)).status).toBe(200)
  })
})
