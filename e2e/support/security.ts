import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { root } from '../../scripts/lib/servers.mjs'

/** DEVELOPMENT ONLY: the seeded demo users' password (apps/sandbox/src/seed/demo-customers.ts). */
export const password = 'Demo-Password-1'

/** Where a sandbox and a portal of one security file listen. */
export interface Stack {
  sandboxUrl: string
  portalUrl: string
  issuer: string
}

/** One file's own ports (each file stops, seeds or reconfigures its sandbox as it needs). */
export function stackOn(sandboxPort: number, portalPort: number): Stack {
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
  return { sandboxUrl, portalUrl: `http://127.0.0.1:${portalPort}`, issuer: `${sandboxUrl}/idp` }
}

export const cockpitHosts: string[] = Object.values(
  JSON.parse(readFileSync(join(root, 'apps/portal/config/edge-config.default.json'), 'utf8'))
    .cockpitHosts,
)

/** Runs `task` over `items` with at most `limit` at a time. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
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

export async function logIn(page: Page, username: string) {
  await page.locator('input[name=username]').fill(username)
  await page.locator('input[name=password]').fill(password)
  await page.getByTestId('login-form').getByRole('button').click()
}

/** A logged-in browser context (en-gb dashboard reached). */
export async function loggedIn(
  browser: Browser,
  portalUrl: string,
  username: string,
): Promise<BrowserContext> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${portalUrl}/en-gb/login?next=%2Fen-gb%2Fdashboard`)
  await logIn(page, username)
  await page.waitForURL(`${portalUrl}/en-gb/dashboard`)
  await page.close()
  return context
}

export function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
}

/** Where a Location (or a `next` value inside it) leads, as a browser would resolve it. */
export function isSafeDestination(location: string, portalUrl: string): boolean {
  let url: URL
  try {
    url = new URL(location, portalUrl)
  } catch {
    return true // unparsable: a browser would not navigate anywhere
  }
  if (url.origin === portalUrl) return true
  return url.protocol === 'https:' && cockpitHosts.includes(url.hostname) && !url.username
}

/** An access token of a demo user straight from the sandbox (password grant), for API checks. */
export async function sandboxTokenOf(sandboxUrl: string, username: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/idp/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: 'savings-portal',
    }),
  })
  if (response.status !== 200) throw new Error(`login of ${username}: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}
