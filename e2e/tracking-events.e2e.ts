import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './browser'
import { loggedIn } from './support/security'

// The §7 events tracking.e2e.ts does not cover, each fired by a click on a page visitors reach,
// received and validated by the sandbox's collector; and the customer group and render duration
// of §5 for a logged-in customer.
const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')

interface CollectedEvent {
  valid: boolean
  errors: string[]
  payload: Record<string, unknown>
}

let browser: Browser
let visitor: BrowserContext

beforeAll(async () => {
  browser = await launchChromium()
  visitor = await browser.newContext()
  await fetch(`${sandboxUrl}/collector/events`, { method: 'DELETE' })
})

afterAll(async () => {
  await browser?.close()
})

async function collected(eventName: string): Promise<CollectedEvent[]> {
  const response = await fetch(`${sandboxUrl}/collector/events?event_name=${eventName}`)
  return ((await response.json()) as { events: CollectedEvent[] }).events
}

/** Waits for a valid event of this name whose payload has `fields`, and returns it. */
async function arrived(eventName: string, fields: Record<string, unknown> = {}) {
  const keys = Object.keys(fields)
  const picked = (event: CollectedEvent) =>
    Object.fromEntries(keys.map((key) => [key, event.payload[key]]))
  // polls the received events' fields, so a failure shows what did arrive
  await expect
    .poll(async () => (await collected(eventName)).map(picked), { timeout: 10_000 })
    .toContainEqual(fields)
  const event = (await collected(eventName)).find(
    (candidate) => JSON.stringify(picked(candidate)) === JSON.stringify(fields),
  ) as CollectedEvent
  expect(event.errors).toEqual([])
  expect(event.valid).toBe(true)
  expect(event.payload).toMatchObject({ event_name: eventName, portal: 'customer-portal' })
  return event
}

async function hydrated(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

describe('§7 events of the marketplace pages reach the collector', () => {
  it('offers page: hero CTA, the country, rating and amount filters, all-offers CTA', async () => {
    const page = await visitor.newPage()
    await hydrated(page, `${portalUrl}/en-gb`)
    const best = page.getByTestId('hero-best-rate').first()
    const target = new URL((await best.getAttribute('href')) ?? '', portalUrl).pathname
    await best.click()
    await page.waitForURL(/term=\d+/)
    await arrived('hero_cta_click', { custom_attribute_7: 'public' })
    expect(target).toBe('/en-gb/deposits/term')

    // an Irish table: its country filter lists the euro platform's countries (en-gb: UK banks only)
    await hydrated(page, `${portalUrl}/en-ie/deposits/term`)
    await page.selectOption('#filter-country', 'IT')
    await page.waitForURL(/country=IT/)
    await arrived('filter_change', { custom_attribute_1: 'country', custom_attribute_2: 'IT' })
    await page.selectOption('#filter-rating', 'A')
    await page.waitForURL(/rating=A/)
    await arrived('filter_change', { custom_attribute_1: 'rating', custom_attribute_2: 'A' })
    await page.fill('#filter-amount', '5000')
    await page.waitForURL(/amount=5000/)
    await arrived('filter_change', { custom_attribute_1: 'investment_amount' })

    await page.getByRole('link', { name: 'All offers' }).click()
    await page.waitForURL((url) => url.search === '')
    await arrived('all_offers_cta_click')
    await page.close()
  })

  it('home page: media tile CTA, clickable card (de-de) and press article card', async () => {
    const page = await visitor.newPage()
    await hydrated(page, `${portalUrl}/en-gb`)
    await page.locator('[data-slot="media-tile-cta"]').first().click()
    await page.waitForURL((url) => url.pathname !== '/en-gb')
    await arrived('media_tile_cta_click')

    // the home's clickable cards promote investing and pensions: the German market only
    await hydrated(page, `${portalUrl}/de-de`)
    await page.locator('[data-slot="clickable-card-link"]').first().click()
    await page.waitForURL((url) => url.pathname !== '/de-de')
    await arrived('clickable_card_click')

    await hydrated(page, `${portalUrl}/en-gb`)
    await page.getByTestId('home-press').locator('a').first().click()
    await page.waitForURL('**/en-gb/press/**')
    await arrived('card_click', { component: 'PressReleaseCard' })
    await page.close()
  })

  it('banks: list sort and bank card; promotion page: top offer', async () => {
    const page = await visitor.newPage()
    await hydrated(page, `${portalUrl}/en-gb/banks`)
    await page.locator('[data-track-link*="bank_list_sort"] a:not([aria-current])').first().click()
    await page.waitForURL(/sort=/)
    await arrived('bank_list_sort')

    await page.getByTestId('bank-card-link').first().click()
    await page.waitForURL('**/en-gb/banks/**')
    await arrived('bank_card_click')

    await hydrated(page, `${portalUrl}/de-de/zinsportfolio`)
    await page.getByTestId('bank-offer').first().locator('a').click()
    await page.waitForURL('**/de-de/offers/**')
    await arrived('top_offer_click', { custom_attribute_1: '1' })
    await page.close()
  })
})

describe('§5 for a logged-in customer', () => {
  it('every event carries the session’s customer group; the offers table reports its render duration', async () => {
    const customer = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    const page = await customer.newPage()
    await hydrated(page, `${portalUrl}/en-gb/deposits/term`)
    const render = await arrived('render_duration', {
      custom_attribute_7: 'logged_in',
      customer_group: 'retail',
    })
    const [start, end, duration] = ['1', '2', '3'].map((n) =>
      Number(render.payload[`custom_attribute_${n}`]),
    )
    expect(end).toBe((start ?? 0) + (duration ?? 0))
    expect(render.payload.bounded_context).toBe('dbs')

    await page.getByTestId('offer-tab-notice').click()
    await page.waitForURL('**/en-gb/deposits/notice')
    await arrived('product_tab_click', {
      custom_attribute_7: 'logged_in',
      customer_group: 'retail',
    })
    await customer.close()
  })

  it('a business customer’s events carry the business group', async () => {
    const business = await loggedIn(browser, portalUrl, 'demo.business@example.com')
    const page = await business.newPage()
    await hydrated(page, `${portalUrl}/en-gb/deposits/term`)
    await arrived('render_duration', {
      custom_attribute_7: 'logged_in',
      customer_group: 'business',
    })
    // A customer page carries who is logged in: its header and tracker ask no /visitor. Nor does
    // its header prefetch the offers page (a visitor's page does: offers.e2e.ts).
    const visitorCalls: string[] = []
    const offersPrefetches: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('/visitor')) visitorCalls.push(request.url())
      if (url.pathname === '/en-gb' && url.searchParams.has('_rsc')) offersPrefetches.push(url.href)
    })
    await hydrated(page, `${portalUrl}/en-gb/dashboard`)
    await page.waitForLoadState('networkidle')
    expect(offersPrefetches).toEqual([])
    const carried = JSON.parse(
      (await page.locator('script#visitor-answer').textContent()) ?? '{}',
    ) as { name?: string; customerGroup?: string }
    expect(carried.customerGroup).toBe('business')
    await expect.poll(() => page.getByTestId('visitor-name').textContent()).toBe(carried.name)
    expect(carried.name?.trim()).not.toBe('')
    expect(visitorCalls).toEqual([])
    await business.close()
  })

  it('a visitor’s events carry the provider’s group', async () => {
    const page = await visitor.newPage()
    await hydrated(page, `${portalUrl}/en-gb/deposits/term`)
    await arrived('render_duration', {
      custom_attribute_7: 'public',
      customer_group: 'savings_portal',
    })
    await page.close()
  })
})

describe('§7 order call to action of a logged-in customer’s products list', () => {
  it('a click on the order CTA of /products sends order_cta_click with that offer’s id', async () => {
    const customer = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    const page = await customer.newPage()
    await hydrated(page, `${portalUrl}/en-gb/products`)
    const rows = page.getByTestId('product-offer').filter({ has: page.getByTestId('order-cta') })
    // not the first row, so an event with some other offer's id would not pass
    const row = rows.nth(1)
    const offerId = (await row.getAttribute('data-offer-id')) ?? ''
    expect(offerId).not.toBe('')
    await row.getByTestId('order-cta').click()
    await page.waitForURL(`**/en-gb/products/${offerId}/order`)
    await arrived('order_cta_click', {
      product_id: offerId,
      component: 'customer_products',
      custom_attribute_7: 'logged_in',
      customer_group: 'retail',
    })
    await customer.close()
  })
})
