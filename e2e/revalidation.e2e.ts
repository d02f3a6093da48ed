import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPortal, startSandbox, stop } from '../scripts/lib/servers.mjs'
import { sandboxStore, tempDataDir } from './support/servers'

// Own sandbox and portal on other ports: this file changes offer rates in its sandbox.
const sandboxPort = Number(process.env.E2E_REVALIDATION_SANDBOX_PORT ?? 18188)
const portalPort = Number(process.env.E2E_REVALIDATION_PORTAL_PORT ?? 13108)
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
const portalUrl = `http://127.0.0.1:${portalPort}`
const issuer = `${sandboxUrl}/idp`

let workDir = ''
let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined
let portal: Awaited<ReturnType<typeof startPortal>> | undefined

beforeAll(async () => {
  workDir = tempDataDir('portal-revalidation-')
  const store = sandboxStore(workDir)
  sandbox = await startSandbox({
    port: sandboxPort,
    dataDir: store.dataDir,
    quiet: true,
    // The sandbox announces changed offers to this portal (SANDBOX_PORTAL_WEBHOOK_URL); the rate
    // change itself is a test-only control.
    portalPort,
    env: { SANDBOX_ISSUER: issuer, SANDBOX_FAULT_INJECTION: '1', ...store.env },
  })
  portal = await startPortal({
    port: portalPort,
    sandboxPort,
    quiet: true,
    env: { IDENTITY_ISSUER: issuer },
  })
}, 240_000)

afterAll(async () => {
  await stop(portal)
  await stop(sandbox)
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

/** A first visit: no cookie, no query, so the shared cached page answers. */
async function offersPage(): Promise<string> {
  const response = await fetch(`${portalUrl}/de-de`)
  expect(response.status).toBe(200)
  return response.text()
}

async function changeRate(offerId: string, rate: string, notifyPortal: boolean) {
  const response = await fetch(`${sandboxUrl}/dbs/v1/sandbox/offers/${offerId}/rate`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rate, notifyPortal }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { notified: boolean }
}

/** The first offer of the table (its row links the registration with the offer id). */
function firstOffer(html: string): string {
  const id = /\/de-de\/register\?offer=([A-Za-z0-9-]+)/.exec(html)?.[1]
  if (!id) throw new Error('the offers page links no offer')
  return id
}

describe('a changed offer rate', () => {
  it('shows on the next visit of a cached offers page once the sandbox has told the portal', async () => {
    const before = await offersPage()
    const offerId = firstOffer(before)
    expect(before).not.toContain('9,87')

    // Control: changed without a notice, the cached page keeps the old rate.
    expect((await changeRate(offerId, '0.0987', false)).notified).toBe(false)
    expect(await offersPage()).not.toContain('9,87')

    // The signed webhook expires the page's cache tags: the next visit renders the new rate.
    expect((await changeRate(offerId, '0.0987', true)).notified).toBe(true)
    const after = await offersPage()
    expect(after).toContain('9,87')
  })

  it('refuses an unsigned or forged notice', async () => {
    const body = JSON.stringify({
      event: 'offers.changed',
      offers: [{ offerId: 'x-1', bankSlug: 'x', countryCode: 'DE' }],
    })
    const unsigned = await fetch(`${portalUrl}/api/revalidate.json`, { method: 'POST', body })
    expect(unsigned.status).toBe(401)
    const forged = await fetch(`${portalUrl}/api/revalidate.json`, {
      method: 'POST',
      body,
      headers: {
        'x-portal-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-portal-signature': `sha256=${'0'.repeat(64)}`,
      },
    })
    expect(forged.status).toBe(401)
  })
})
