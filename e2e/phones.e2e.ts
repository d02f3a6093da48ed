import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type PortalRoute, type RouteId, routeEntries } from '../apps/portal/lib/routes'
import { launchChromium } from './browser'
import { customerLayoutSample } from './support/layout-sample'
import { overflowOf } from './support/overflow'
import { routeAddresses } from './support/route-addresses'
import { loggedIn } from './support/security'

// Every built page of the route table on a phone (and most on a tablet): nothing may make the
// document wider than the viewport (the page would scroll sideways). Public and auth pages as a
// visitor, pages that need a session as the demo customer with seeded deposits, who must get
// each of them with 200 at its address (or the one its folder forwards to): the page is loaded
// once, so that check is made here rather than by a second visit in routes.e2e.
const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')
const widths = [320, 390, 768] as const
/**
 * At 768 px (a tablet in portrait) every public and auth page, and of the customer area one page
 * per kind of layout: the whole route table took 80 s more at this width and passed in a
 * one-off run.
 */
const tabletCustomerRoutes = customerLayoutSample

/** The route table's built pages; each is visited at every width. */
const builtRoutes = routeEntries().filter(([, route]) => route.built)

let browser: Browser
let visitor: BrowserContext
let customer: BrowserContext
/**
 * One tab for the visitor's pages and one for the customer's, going from page to page as a
 * phone's browser does: the scripts the pages share are loaded and compiled once, not in a new
 * tab per page.
 */
let tabs: { visitor: Page; customer: Page }
/** Each route's address, its parameters filled from the seeded sandbox and the demo customer. */
let addresses: Map<RouteId, string>

beforeAll(async () => {
  browser = await launchChromium()
  visitor = await browser.newContext()
  customer = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
  const { filled } = await routeAddresses({ portalUrl, sandboxUrl, customer })
  addresses = new Map(filled.map(([id, , address]) => [id, address]))
  tabs = { visitor: await visitor.newPage(), customer: await customer.newPage() }
})

afterAll(async () => {
  await browser?.close()
})

/** Both phone widths for every built route; the tablet width for public and auth pages and the
 * customer pages above. */
const widthsOf = (id: RouteId, route: PortalRoute): readonly number[] =>
  route.area !== 'customer' || tabletCustomerRoutes.includes(id) ? widths : [320, 390]

/**
 * The layout at a width comes from CSS (no page reads the viewport width to lay itself out), so a
 * route is loaded once, at the narrowest phone, and then measured at each width in turn by
 * resizing the viewport, as a phone does when it turns: a load per width cost 100 s more.
 */
describe.each(builtRoutes)('built page %s of the route table', (id, route) => {
  let loaded: Page | undefined

  it.each(widthsOf(id, route))('does not scroll sideways at %i px', async (width) => {
    const address = addresses.get(id)
    expect(address, `no address for ${id} (see routes.e2e)`).toBeDefined()
    if (loaded) {
      await loaded.setViewportSize({ width, height: 800 })
      // a resize listener's re-render lands within the next frames; the page must see the width
      const seen = await loaded.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.innerWidth))),
          ),
      )
      expect(seen, 'the viewport width the page sees').toBe(width)
    } else {
      const page = route.session ? tabs.customer : tabs.visitor
      await page.setViewportSize({ width, height: 800 })
      loaded = page
      const response = await page.goto(`${portalUrl}${address}`, { waitUntil: 'load' })
      if (route.session) {
        const expected = route.forwardsTo ? address?.replace(route.path, route.forwardsTo) : address
        expect(response?.status(), `${address} for the customer`).toBe(200)
        expect(new URL(page.url()).pathname, `${address} for the customer`).toBe(expected)
      }
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined)
    }
    const overflow = await overflowOf(loaded)
    expect(overflow, `${address} at ${width} px: ${overflow}`).toBeNull()
  })
})

/** The offers page at `width`, scrolled to its first offer card. */
async function offersAt(width: number) {
  const page = await visitor.newPage()
  await page.setViewportSize({ width, height: 800 })
  await page.goto(`${portalUrl}/de-de/deposits/term`, { waitUntil: 'load' })
  const card = page.getByTestId('offer-row').first()
  await card.evaluate((row) => row.scrollIntoView({ block: 'start' }))
  return { page, card }
}

/** The filter button inside the screen (when the page shows it) and nothing scrolls sideways. */
async function expectPageInside(page: Page, width: number) {
  const apply = page.getByTestId('apply-filters')
  if (await apply.isVisible()) {
    const right = await apply.evaluate((button) => button.getBoundingClientRect().right)
    expect(right, 'the filter button inside the screen').toBeLessThanOrEqual(width)
  }
  const overflow = await overflowOf(page)
  await page.close()
  expect(overflow).toBeNull()
}

// The offers card on the narrowest screens and at 200 % zoom of a 390 px phone (195 CSS px).
// Bank, guarantee country, rate, term and the order button on one line inside the card, at 320,
// 280 and 195 px: offer-row.stories (CardOnAPhone, LongNameAt280, LongNameAtDoubleZoom) render
// the card in the column those screens leave beside the page's padding, with the longest bank
// name. Here the card on a 390 px phone, and the page around it at every width.
describe('offers card', () => {
  it('shows what a saver compares at 390 px', async () => {
    const width = 390
    const { page, card } = await offersAt(width)
    for (const part of ['bank-name', 'guarantee-country', 'shown-rate', 'term']) {
      expect(await card.getByTestId(part).isVisible(), part).toBe(true)
    }
    const order = card.getByRole('link', { name: /Jetzt anlegen/ })
    expect(await order.isVisible()).toBe(true)
    const fits = await order.evaluate((link, viewport) => {
      const range = document.createRange()
      range.selectNodeContents(link)
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)))
      return { lines: lines.size, right: link.getBoundingClientRect().right <= viewport }
    }, width)
    expect(fits.right).toBe(true)
    expect(fits.lines).toBe(1)
    const cardOverflow = await card.evaluate((row, viewport) => {
      const parts = [row, row.nextElementSibling, ...row.querySelectorAll('*')]
      return parts.filter((part) => part && part.getBoundingClientRect().right > viewport + 0.5)
        .length
    }, width)
    expect(cardOverflow).toBe(0)
    await expectPageInside(page, width)
  })

  it.each([280, 320, 195])('keeps the offers page inside %i px', async (width) => {
    const { page } = await offersAt(width)
    await expectPageInside(page, width)
  })
})

// The home page's media tiles and clickable cards hold long German compounds
// ("Vermögensverwaltung"): on the narrowest phone they break inside the word, never widen a card.
describe('home page', () => {
  it('keeps its tiles and cards inside a 280 px phone', async () => {
    const page = await visitor.newPage()
    await page.setViewportSize({ width: 280, height: 800 })
    await page.goto(`${portalUrl}/de-de`, { waitUntil: 'load' })
    expect(await page.locator('[data-component="clickable-card"]').count()).toBeGreaterThan(0)
    const overflow = await overflowOf(page)
    await page.close()
    expect(overflow).toBeNull()
  })
})
