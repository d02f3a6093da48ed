import type { PortalLocale } from '@portal/domain/locales'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './browser'
import { overflowOf } from './support/overflow'
import { type RouteAddress, routeAddresses } from './support/route-addresses'
import { loggedIn } from './support/security'

// Dutch and Finnish write long compounds ("rentebetalingsfrequentie", "määräaikaistalletus"):
// every built page of the route table, public, auth and customer, in nl-nl and fi-fi on a 320 px
// phone must not scroll sideways. German is measured on every page at every width by phones.e2e.
// One tab per visitor and customer goes from page to page, as a phone's browser does: the
// scripts the pages share are then loaded and compiled once, not once per page.
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
    // A login of its own for each language: a copy of one login handed from language to language
    // found the customer sent to the login in two CI runs (not reproduced here).
    const phone = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    const tabs: { visitor: Page; customer: Page } = {
      visitor: await visitor.newPage(),
      customer: await phone.newPage(),
    }
    await tabs.customer.setViewportSize({ width: 320, height: 800 })
    const wide: string[] = []
    try {
      for (const [, route, address] of addresses) {
        if (!route.built || (route.locales && !route.locales.includes(locale))) continue
        let path = address.replace(/^\/[a-z]{2}-[a-z]{2}/, `/${locale}`)
        if (records.offerId) path = path.replace(/\/offers\/[^/]+/, `/offers/${records.offerId}`)
        if (records.slug) path = path.replace(/\/banks\/[^/]+/, `/banks/${records.slug}`)
        const page = route.session ? tabs.customer : tabs.visitor
        await page.goto(`${portalUrl}${path}`, { waitUntil: 'load' })
        // a customer page measured on the login page would pass for the wrong reason
        if (route.session && new URL(page.url()).pathname.endsWith('/login')) {
          throw new Error(`${path}: the customer was sent to the login`)
        }
        const overflow = await overflowOf(page)
        if (overflow) wide.push(`${path}: ${overflow}`)
      }
    } finally {
      await tabs.visitor.close()
      await phone.close()
    }
    expect(wide).toEqual([])
  }, 600_000)
})
