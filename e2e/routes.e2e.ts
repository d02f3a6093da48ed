import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './browser'
import { type RouteAddress, routeAddresses } from './support/route-addresses'
import { loggedIn } from './support/security'

const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')

/** Every entry of the table at a concrete address; a parameter nobody can fill fails the run. */
async function addresses(): Promise<RouteAddress[]> {
  const { filled, unfilled } = await routeAddresses({ portalUrl, sandboxUrl, customer })
  expect(unfilled).toEqual([])
  return filled
}

let browser: Browser
let customer: BrowserContext

beforeAll(async () => {
  browser = await launchChromium()
  customer = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
})

afterAll(async () => {
  await browser?.close()
})

describe('every page of the route table in the built portal', () => {
  it('answers 200 when public, or sends a visitor without a session to the login', async () => {
    const outcomes: string[] = []
    for (const [id, route, address] of await addresses()) {
      const response = await fetch(`${portalUrl}${address}`, { redirect: 'manual' })
      const location = response.headers.get('location') ?? ''
      const expected = route.session ? 307 : 200
      const ok = route.session
        ? response.status === 307 && location.includes('/login?next=')
        : response.status === 200
      if (!ok) outcomes.push(`${id} ${address}: ${response.status} ${location} (want ${expected})`)
    }
    expect(outcomes).toEqual([])
  })

  // The logged-in customer's 200 on every built page that needs a session: phones.e2e checks it
  // on the one visit it makes to each page.

  it('caches the pages shared by every visitor, on the .com domain and on a country host', async () => {
    const shared = (await addresses()).filter(([, route]) => route.cache === 'shared')
    const misses: string[] = []
    for (const [id, , address] of shared) {
      for (const [url, host] of [
        [`${portalUrl}${address}`, undefined],
        [`${portalUrl}${address.replace(/^\/de-de/, '') || '/'}`, 'de.localhost'],
      ] as const) {
        const headers: Record<string, string> = host
          ? { host: `${host}:${new URL(portalUrl).port}` }
          : {}
        await fetch(url, { headers })
        const again = await fetch(url, { headers })
        // STALE is served from the cache too (a rate change elsewhere in the run expired it).
        const cache = again.headers.get('x-nextjs-cache')
        if (again.status !== 200 || (cache !== 'HIT' && cache !== 'STALE')) {
          misses.push(`${id} ${host ?? ''}${address}: ${again.status} ${cache}`)
        }
      }
    }
    expect(misses).toEqual([])
  })

  it('never lets an internal header reach the visitor, also where the middleware rewrote', async () => {
    const port = new URL(portalUrl).port
    const requests: [string, Record<string, string>][] = [
      ['/de-de', {}],
      ['/de-de/banks?sort=rating&order=desc', {}],
      ['/de-de', { cookie: 'cp_consent=cs:1' }],
      ['/banks', { host: `de.localhost:${port}` }],
      ['/en-us', {}],
      ['/de-de/login', {}],
      ['/de-de/no-such-page', {}],
    ]
    const leaks: string[] = []
    for (const [path, headers] of requests) {
      const response = await fetch(`${portalUrl}${path}`, { headers, redirect: 'manual' })
      response.headers.forEach((_value, name) => {
        if (name.startsWith('x-middleware-')) leaks.push(`${path}: ${name}`)
      })
      const cacheControl = response.headers.get('cache-control') ?? ''
      if (cacheControl.includes('stale-while-revalidate')) leaks.push(`${path}: ${cacheControl}`)
    }
    expect(leaks).toEqual([])
  })
})
