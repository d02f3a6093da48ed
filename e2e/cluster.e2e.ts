// Cluster mode on real parts (as `npm run start:cluster`): PostgreSQL under the sandbox, two
// portal instances sharing their page cache through Redis, nginx in front (round robin).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNginx } from '../scripts/lib/cluster/nginx.mjs'
import { startPostgres } from '../scripts/lib/cluster/postgres.mjs'
import { type RunningRedis, startRedis } from '../scripts/lib/cluster/redis.mjs'
import { freePort } from '../scripts/lib/free-port.mjs'
import { revalidationPath, startPortal, startSandbox, stop } from '../scripts/lib/servers.mjs'
import { launchChromium } from './browser'

const accessTokenTtlSeconds = 5
const idleSeconds = 15
const dir = mkdtempSync(join(tmpdir(), 'portal-cluster-'))
const stops: (() => Promise<void>)[] = []
let sandboxUrl = ''
let balancerUrl = ''
let redis: RunningRedis
let portals: { url: string; child: Awaited<ReturnType<typeof startPortal>> }[] = []

beforeAll(async () => {
  const postgres = await startPostgres(join(dir, 'postgres'))
  stops.push(postgres.stop)
  redis = await startRedis(join(dir, 'redis'))
  const [sandboxPort, balancerPort, ...ports] = await Promise.all([1, 2, 3, 4].map(freePort))
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`
  balancerUrl = `http://127.0.0.1:${balancerPort}`
  const sandbox = await startSandbox({
    port: sandboxPort,
    quiet: true,
    env: {
      DATABASE_URL: postgres.url,
      SANDBOX_FAULT_INJECTION: '1',
      SANDBOX_ACCESS_TOKEN_TTL_SECONDS: String(accessTokenTtlSeconds),
      SANDBOX_PORTAL_WEBHOOK_URL: `${balancerUrl}${revalidationPath}`,
    },
  })
  stops.push(() => stop(sandbox))
  const env = {
    REDIS_URL: redis.url,
    PORTAL_SITE_URL: balancerUrl,
    SESSION_IDLE_MINUTES: String(idleSeconds / 60),
  }
  portals = await Promise.all(
    ports.map(async (port) => ({
      url: `http://127.0.0.1:${port}`,
      child: await startPortal({ port, sandboxPort, quiet: true, env }),
    })),
  )
  // the instance the last test kills has no process left to stop
  for (const { child } of portals)
    stops.push(() => (child.signalCode ? Promise.resolve() : stop(child)))
  const nginx = await startNginx(join(dir, 'nginx'), { port: balancerPort, upstreams: ports })
  stops.push(nginx.stop)
}, 240_000)

afterAll(async () => {
  for (const stopPart of stops.reverse()) await stopPart()
  await redis?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const text = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init)
  return { status: response.status, body: await response.text(), response }
}

describe('the shared page cache', () => {
  it('serves a changed rate on every instance once the notice reached one of them', async () => {
    const [first, second] = [
      await text(`${portals[0]?.url}/de-de`),
      await text(`${portals[1]?.url}/de-de`),
    ]
    expect([first.status, second.status]).toEqual([200, 200])
    const offerId = /\/de-de\/register\?offer=([A-Za-z0-9-]+)/.exec(first.body)?.[1]
    expect(offerId).toBeTruthy()
    expect(first.body).not.toContain('9,87')

    const changed = await fetch(`${sandboxUrl}/dbs/v1/sandbox/offers/${offerId}/rate`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: '0.0987', notifyPortal: true }),
    })
    expect(await changed.json()).toMatchObject({ notified: true })
    for (const { url } of portals) expect((await text(`${url}/de-de`)).body, url).toContain('9,87')
  })

  it('refuses a notice with a bad signature on every instance', async () => {
    for (const { url } of portals) {
      const forged = await fetch(`${url}${revalidationPath}`, {
        method: 'POST',
        headers: {
          'x-portal-signature': `sha256=${'0'.repeat(64)}`,
          'x-portal-timestamp': String(Math.floor(Date.now() / 1000)),
        },
        body: JSON.stringify({ event: 'offers.changed', offers: [] }),
      })
      expect(forged.status, url).toBe(401)
    }
  })
})

describe('a customer served by both instances', () => {
  it('keeps the session, refreshes the token once, and still ends it when idle', async () => {
    const browser = await launchChromium()
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${balancerUrl}/de-de/login`)
    await page.locator('input[name=username]').fill('demo.personal@example.com')
    await page.locator('input[name=password]').fill('Demo-Password-1')
    await Promise.all([
      page.waitForURL((url) => url.pathname.endsWith('/dashboard')),
      page.getByTestId('login-form').getByRole('button').click(),
    ])
    const cookies = new Map((await context.cookies()).map(({ name, value }) => [name, value]))
    await browser.close()
    const dashboardOn = async (instance: number) => {
      const response = await fetch(`${portals[instance % 2]?.url}/de-de/dashboard`, {
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        redirect: 'manual',
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const at = pair.indexOf('=')
        cookies.set(pair.slice(0, at), pair.slice(at + 1))
      }
      await response.arrayBuffer()
      return response.status
    }
    const tokenGrants = async () =>
      ((await (await fetch(`${sandboxUrl}/health/requests`)).json()) as { tokenGrants: number })
        .tokenGrants
    const wait = (seconds: number) => new Promise((done) => setTimeout(done, seconds * 1000))

    for (const instance of [0, 1, 0, 1]) expect(await dashboardOn(instance)).toBe(200)
    await wait(accessTokenTtlSeconds + 1)
    const before = await tokenGrants()
    for (const instance of [0, 1, 0, 1]) expect(await dashboardOn(instance)).toBe(200)
    expect(await tokenGrants()).toBe(before + 1)

    await wait(idleSeconds + 1)
    expect([302, 303, 307]).toContain(await dashboardOn(1))
  }, 60_000)
})

describe('Redis stopped', () => {
  it('renders pages without the shared cache, logged as degraded, and shares again once it is back', async () => {
    await redis.stop()
    for (const { url } of portals) expect((await text(`${url}/en-gb`)).status, url).toBe(200)
    await expect
      .poll(() => portals.every(({ child }) => child.recentOutput?.().includes('degraded')))
      .toBe(true)

    redis = await startRedis(join(dir, 'redis'), { port: redis.port })
    const client = createClient({ url: redis.url })
    await client.connect()
    try {
      await expect
        .poll(
          async () => {
            await fetch(`${portals[0]?.url}/fr-fr`)
            return (await client.keys('portal:*')).length
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0)
    } finally {
      client.destroy()
    }
  })
})

describe('one instance killed', () => {
  it('leaves the balancer serving every request from the other', async () => {
    const killed = portals[1]?.child
    const gone = new Promise((done) => killed?.once('exit', done))
    killed?.kill('SIGKILL')
    await gone
    const statuses = []
    for (let request = 0; request < 8; request += 1)
      statuses.push((await text(`${balancerUrl}/de-de`)).status)
    expect(statuses).toEqual(Array(8).fill(200))
  })
})
