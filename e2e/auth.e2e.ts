import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './browser'
import { payloadOf } from './support/security'

const portalUrl = inject('portalUrl')
const ttlSeconds = inject('accessTokenTtlSeconds')
const password = 'Demo-Password-1'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function fresh(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

async function logIn(page: Page, username: string, secret = password) {
  await page.getByLabel(/Email address|E-Mail-Adresse/).fill(username)
  await page.getByLabel(/^(Password|Passwort)/).fill(secret)
  await page.getByTestId('login-form').getByRole('button').click()
}

async function accessToken(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'portal_at')?.value
}

describe('login, silent refresh and logout', () => {
  it('goes from a protected route through login back to it, refreshes silently, logs out', async () => {
    const { context, page } = await fresh()
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    expect(new URL(page.url()).pathname).toBe('/en-gb/login')
    expect(new URL(page.url()).searchParams.get('next')).toBe('/en-gb/dashboard')

    await logIn(page, 'demo.personal@example.com')
    await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
    await expect.poll(() => page.getByTestId('greeting').textContent()).toMatch(/^Welcome, /)
    expect(await page.locator('body').getAttribute('data-login-state')).toBe('logged_in')
    const cookie = (await context.cookies()).find((c) => c.name === 'portal_at')
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Lax')

    const first = await accessToken(context)
    await page.waitForTimeout((ttlSeconds + 1) * 1000)
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    expect(new URL(page.url()).pathname).toBe('/en-gb/dashboard')
    await expect.poll(() => page.getByTestId('greeting').textContent()).toMatch(/^Welcome, /)
    expect(await accessToken(context)).not.toBe(first)

    await page.getByTestId('logout').click()
    await page.waitForURL(/\/en-gb\/login\?reason=loggedOut/)
    expect(await accessToken(context)).toBeUndefined()
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    expect(new URL(page.url()).pathname).toBe('/en-gb/login')
    await context.close()
  })

  // A refresh whose answer the browser never got (a prefetch cancelled, a tab closed): the
  // portal shares that answer with the browser's next request, which must not end the session.
  it('keeps the session when the answer of a refresh never reached the browser', async () => {
    const { context, page } = await fresh()
    await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
    await logIn(page, 'demo.joint@example.com')
    await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
    const cookies = await context.cookies()
    const token = cookies.find((cookie) => cookie.name === 'portal_at')?.value ?? ''
    const expiresAtMs = Number(payloadOf(token).exp) * 1000
    // within the last 2 s of the token, when any request renews it
    await page.waitForTimeout(Math.max(0, expiresAtMs - 1500 - Date.now()))
    const lost = await fetch(`${portalUrl}/en-gb/dashboard`, {
      headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
      redirect: 'manual',
    })
    expect(lost.headers.getSetCookie().some((line) => line.startsWith('portal_at='))).toBe(true)
    // past the end of the token in that answer, within the 10 s the portal shares it
    await page.waitForTimeout(ttlSeconds * 1000 + 500)
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    expect(new URL(page.url()).pathname).toBe('/en-gb/dashboard')
    await expect.poll(() => page.getByTestId('greeting').textContent()).toMatch(/^Welcome, /)
    await context.close()
  })

  it('shows the wrong-password message next to the form, without saying whether the user exists', async () => {
    const { context, page } = await fresh()
    await page.goto(`${portalUrl}/en-gb/login`)
    await logIn(page, 'demo.joint@example.com', 'not-the-password')
    await expect
      .poll(() => page.getByTestId('login-form').getByRole('alert').textContent())
      .toContain('The email address or password is not correct.')
    await logIn(page, 'nobody@example.com', 'not-the-password')
    await expect
      .poll(() => page.getByTestId('login-form').getByRole('alert').textContent())
      .toContain('The email address or password is not correct.')
    await context.close()
  })
})

describe('inactivity warning', () => {
  it('warns a minute before the idle limit and keeps the customer logged in on request', async () => {
    const { context, page } = await fresh()
    // The browser's clock only: the server still measures the real (short) inactivity.
    await page.clock.install()
    await page.goto(`${portalUrl}/de-de/dashboard`)
    await logIn(page, 'demo.personal@example.com')
    await page.waitForURL(`${portalUrl}/de-de/dashboard`)
    const dialog = page.getByTestId('idle-dialog')
    expect(await dialog.count()).toBe(0)

    await page.clock.fastForward('04:05')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.getByRole('heading').textContent()).toBe('Sind Sie noch da?')
    expect(await dialog.textContent()).toMatch(/in \d+ Sekunden abgemeldet/)

    await dialog.getByRole('button', { name: 'Angemeldet bleiben' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/de-de/dashboard')
    await context.close()
  })
})

describe('accounts and handover', () => {
  it('switches between the BAC numbers of the token', async () => {
    const { context, page } = await fresh()
    await page.goto(`${portalUrl}/de-de/login?next=/de-de/login/switch-account`)
    await logIn(page, 'demo.multi@example.com')
    await page.waitForURL(`${portalUrl}/de-de/login/switch-account`)
    const options = page.getByRole('radio')
    expect(await options.count()).toBe(3)
    expect(await options.first().isChecked()).toBe(true)
    const second = await options.nth(1).getAttribute('value')
    await options.nth(1).check()
    await page.getByRole('button', { name: 'Mit diesem Konto fortfahren' }).click()
    await page.waitForURL(`${portalUrl}/de-de/dashboard`)
    expect(await page.getByTestId('current-account').textContent()).toContain(second ?? '?')
    await context.close()
  })

  it('hands over to a same-origin target, refuses foreign ones, and sends strangers through login', async () => {
    const { context, page } = await fresh()
    await page.goto(`${portalUrl}/de-de/auth?next=${encodeURIComponent('/de-de/dashboard')}`)
    expect(new URL(page.url()).pathname).toBe('/de-de/login')
    expect(new URL(page.url()).searchParams.get('next')).toBe('/de-de/dashboard')
    await logIn(page, 'demo.business@example.com')
    await page.waitForURL(`${portalUrl}/de-de/dashboard`)
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      await page.goto(`${portalUrl}/de-de/auth?next=${encodeURIComponent(target)}`)
      expect(page.url()).toBe(`${portalUrl}/de-de/dashboard`)
    }
    await context.close()
  })
})

describe('routing and edge rules', () => {
  it('routes a country-domain host without locale in the path', async () => {
    const response = await fetch(`${portalUrl}/dashboard`, {
      headers: { 'x-forwarded-host': 'de.localhost' },
      redirect: 'manual',
    })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toMatch(/\/login\?next=%2Fdashboard$/)
    const page = await fetch(`${portalUrl}/login`, {
      headers: { 'x-forwarded-host': 'de.localhost' },
    })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('lang="de-de"')
  })

  it('redirects a .com path without locale by Accept-Language', async () => {
    const response = await fetch(`${portalUrl}/register`, {
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
      redirect: 'manual',
    })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toMatch(/\/en-gb\/register$/)
  })

  it.each([
    ['/de-de/dashboard.rsc', { rsc: '1' }],
    ['/de-de/dashboard?_rsc=x1', { rsc: '1', 'next-router-prefetch': '1' }],
    [
      '/de-de/dashboard',
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    ],
    ['/de-de/dashboard', { 'x-nextjs-data': '1', 'next-resume': '1' }],
  ])('%s with %j gets no further than the login redirect', async (path, headers) => {
    const response = await fetch(`${portalUrl}${path}`, { headers, redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toMatch(/\/de-de\/login\?next=/)
  })

  it('sends a legacy hash route to its newer route', async () => {
    const { context, page } = await fresh()
    await page.goto(`${portalUrl}/de-de#/MyInvestments/TermDeposit`)
    await page.waitForURL(/\/de-de\/login\?next=%2Fde-de%2Fdashboard%2Fsavings%2Fterm/)
    await context.close()
  })

  it('sets the security headers and a nonce on every script', async () => {
    const response = await fetch(`${portalUrl}/de-de/login`)
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    for (const part of [
      "'strict-dynamic'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(part)
    }
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('permissions-policy')).toBeTruthy()
    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
  })
})
