import type { BrowserContext } from 'playwright-core'
import { type PortalRoute, type RouteId, routeEntries } from '../../apps/portal/lib/routes'
import { payloadOf } from './security'

export type RouteAddress = [id: RouteId, route: PortalRoute, address: string]

async function firstOf<T>(sandboxUrl: string, path: string): Promise<T> {
  const { items } = (await (await fetch(`${sandboxUrl}${path}`)).json()) as { items: T[] }
  return items[0] as T
}

/** The first seeded deposit of a logged-in customer, read from the sandbox with their token. */
async function firstDepositOf(
  customer: BrowserContext,
  portalUrl: string,
  sandboxUrl: string,
): Promise<string | undefined> {
  const page = await customer.newPage()
  await page.goto(`${portalUrl}/de-de/dashboard`) // renews a short-lived access token
  await page.close()
  const token = (await customer.cookies()).find((cookie) => cookie.name === 'portal_at')?.value
  if (!token) return undefined
  const [bacNumber] = payloadOf(token).bac_number as string[]
  const response = await fetch(`${sandboxUrl}/das/v1/customers/${bacNumber}/savings`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!response.ok) return undefined
  return ((await response.json()) as { deposits: { id: string }[] }).deposits[0]?.id
}

/**
 * A concrete address for every entry of the route table, its parameters filled from the seeded
 * sandbox (a customer's own ids through `customer`). Entries whose parameter has no value are
 * listed in `unfilled`, so a test can fail on them instead of visiting a wrong address.
 */
export async function routeAddresses(options: {
  portalUrl: string
  sandboxUrl: string
  customer?: BrowserContext
}): Promise<{ filled: RouteAddress[]; unfilled: string[] }> {
  const { portalUrl, sandboxUrl, customer } = options
  const offerId = (await firstOf<{ id: string }>(sandboxUrl, '/dbs/v1/offers?market=de-de')).id
  const values: Record<string, string | undefined> = {
    tab: 'term',
    slug: (await firstOf<{ slug: string }>(sandboxUrl, '/dbs/v1/banks?market=de-de')).slug,
    id: offerId,
    offerId,
    depositId: customer ? await firstDepositOf(customer, portalUrl, sandboxUrl) : 'unknown',
  }
  const pressSlug = (await firstOf<{ slug: string }>(sandboxUrl, '/cms/v1/press-releases')).slug
  const filled: RouteAddress[] = []
  const unfilled: string[] = []
  for (const [id, route] of routeEntries()) {
    const locale = route.locales?.[0] ?? 'de-de'
    const missing: string[] = []
    const path = route.path.replace(/\[(\w+)\]/g, (_match, name: string) => {
      const value = id === 'pressRelease' ? pressSlug : values[name]
      if (value === undefined) missing.push(name)
      return value ?? ''
    })
    if (missing.length) unfilled.push(`${id}: no value for [${missing.join('], [')}]`)
    else filled.push([id, route, `/${locale}${path === '/' ? '' : path}`])
  }
  return { filled, unfilled }
}
