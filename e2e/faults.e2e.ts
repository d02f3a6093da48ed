import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPortal, startSandbox, stop } from '../scripts/lib/servers.mjs'
import { launchChromium } from './browser'
import { cookieHeader, startSandboxTakingOverLock, tempDataDir } from './support/servers'

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

const sandboxOptions = () => ({
  port: sandboxPort,
  dataDir,
  quiet: true,
  env: { SANDBOX_ISSUER: issuer },
})

beforeAll(async () => {
  workDir = tempDataDir('portal-faults-')
  dataDir = join(workDir, 'data')
  const browserStarting = launchChromium()
  sandbox = await startSandbox(sandboxOptions())
  // No flags file: the portal must start and render with the flag defaults.
  portal = await startPortal({
    port: portalPort,
    sandboxPort,
    quiet: true,
    env: { IDENTITY_ISSUER: issuer, FLAGS_FILE: '/nonexistent/flags.json' },
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

describe('sandbox down mid-session', () => {
  it('shows the try-again state without a stack trace, and recovers after a restart', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
    await page.locator('input[name=username]').fill('demo.personal@example.com')
    await page.locator('input[name=password]').fill('Demo-Password-1')
    await page.getByTestId('login-form').getByRole('button').click()
    await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
    await expect.poll(() => page.getByTestId('greeting').textContent()).toMatch(/^Welcome, /)
    const cookie = cookieHeader(await context.cookies())

    await stop(sandbox)
    try {
      await backendDown(page, cookie)
    } finally {
      sandbox = await startSandbox(sandboxOptions())
    }
    await page.goto(`${portalUrl}/en-gb/dashboard`)
    await expect.poll(() => page.getByTestId('greeting').textContent()).toMatch(/^Welcome, /)
    await context.close()
  })
})

/** What the portal shows with the sandbox stopped. */
async function backendDown(page: Page, cookie: string) {
  const customer = await fetch(`${portalUrl}/en-gb/dashboard`, { headers: { cookie } })
  const customerHtml = await customer.text()
  // Not 503 yet (see the report): the dashboard answers 200 with its unavailable notice.
  expect(customer.status).toBeLessThan(500)
  expect(customerHtml).toContain('role="alert"')
  expect(customerHtml).not.toMatch(stackTrace)
  expect(customerHtml).not.toContain('data-testid="greeting"')
  for (const path of ['/de-de', '/en-gb/login', '/de-de/press', '/en-us']) {
    const response = await fetch(`${portalUrl}${path}`)
    const html = await response.text()
    expect(html, path).toContain('<html')
    expect(html, path).not.toMatch(stackTrace)
  }
  // Browser navigation (tracking collector down with the sandbox) is not blocked.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${portalUrl}/de-de`)
  await page.goto(`${portalUrl}/en-gb/login`)
  expect(new URL(page.url()).pathname).toBe('/en-gb/login')
  expect(errors).toEqual([])
}

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
