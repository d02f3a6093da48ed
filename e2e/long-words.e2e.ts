import type { PortalLocale } from '@portal/domain/locales'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, sameLogin } from './browser'
import { customerLayoutSample } from './support/layout-sample'
import { overflowOf } from './support/overflow'
import { type RouteAddress, routeAddresses } from './support/route-addresses'
import { loggedIn } from './support/security'

// Dutch and Finnish write long compounds ("rentebetalingsfrequentie", "määräaikaistalletus"):
// every built public and auth page, and one customer page per kind of layout, in nl-nl and
// fi-fi on a 320 px phone must not scroll sideways (the whole customer area took 142 s, twice
// as long, and passed). German is measured on every page at every width by phones.e2e.
const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')
const locales: readonly PortalLocale[] = ['nl-nl', 'fi-fi']

let browser: Browser
let visitor: BrowserContext
let customer: BrowserContext
let addresses: RouteAddress[]

beforeAll(async () => {
  browser = await launchChromium()
  visitor = await browser.newContext({ viewport: { width: 320, height: 800 } })
  customer = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
  ;({ filled: addresses } = await routeAddresses({ portalUrl, sandboxUrl, customer }))
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

/** An offer and a bank of the market, for the addresses that name one. */
async function marketRecords(locale: PortalLocale) {
  const first = async (path: string) =>
    ((await (await fetch(`${sandboxUrl}${path}?market=${locale}`)).json()) as { items: never[] })
      .items[0] as { id?: string; slug?: string } | undefined
  return {
    offerId: (await first('/dbs/v1/offers'))?.id,
    slug: (await first('/dbs/v1/banks'))?.slug,
  }
}

describe.each(locales)('%s at 320 px', (locale) => {
  it('no built page of the route table scrolls sideways', async () => {
    const records = await marketRecords(locale)
    const phone = await sameLogin(browser, customer, { viewport: { width: 320, height: 800 } })
    const wide: string[] = []
    try {
      for (const [id, route, address] of addresses) {
        if (route.locales && !route.locales.includes(locale)) continue
        if (route.session && !customerLayoutSample.includes(id)) continue
        let path = address.replace(/^\/[a-z]{2}-[a-z]{2}/, `/${locale}`)
        if (records.offerId) path = path.replace(/\/offers\/[^/]+/, `/offers/${records.offerId}`)
        if (records.slug) path = path.replace(/\/banks\/[^/]+/, `/banks/${records.slug}`)
        const page: Page = await (route.session ? phone : visitor).newPage()
        try {
          await page.goto(`${portalUrl}${path}`, { waitUntil: 'load' })
          const overflow = await overflowOf(page)
          if (overflow) wide.push(`${path}: ${overflow}`)
        } finally {
          await page.close()
        }
      }
    } finally {
      await phone.close()
    }
    expect(wide).toEqual([])
  }, 600_000)
})
