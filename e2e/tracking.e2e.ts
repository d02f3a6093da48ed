import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './browser'
import { loggedIn } from './support/security'

const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')

interface CollectedEvent {
  eventName: string | null
  valid: boolean
  errors: string[]
  payload: Record<string, unknown>
}

let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  browser = await launchChromium()
  context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  await fetch(`${sandboxUrl}/collector/events`, { method: 'DELETE' })
})

afterAll(async () => {
  await browser?.close()
})

async function collected(eventName: string): Promise<CollectedEvent[]> {
  const response = await fetch(`${sandboxUrl}/collector/events?event_name=${eventName}`)
  return ((await response.json()) as { events: CollectedEvent[] }).events
}

/** Waits until the collector holds an event of this name and returns the newest one. */
async function arrived(eventName: string): Promise<CollectedEvent> {
  await expect
    .poll(async () => (await collected(eventName)).length, { timeout: 10_000 })
    .toBeGreaterThan(0)
  const [newest] = await collected(eventName)
  if (!newest) throw new Error(`no ${eventName}`)
  return newest
}

async function expectValid(eventName: string, fields: Record<string, unknown> = {}) {
  const event = await arrived(eventName)
  expect(event.errors).toEqual([])
  expect(event.valid).toBe(true)
  expect(event.payload).toMatchObject({
    event_name: eventName,
    portal: 'customer-portal',
    custom_attribute_7: 'public',
    ...fields,
  })
}

/** A soft navigation has committed once the URL matches and the table is no longer busy. */
async function navigated(page: Page, url: RegExp) {
  await page.waitForURL(url)
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
}

async function hydrated(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

describe('analytics events reach the collector and validate', () => {
  it('offers screen: tab, filter, sort, expand, row tab, load more, pagination, order CTA', async () => {
    const page = await context.newPage()
    await hydrated(page, `${portalUrl}/en-gb`)

    await page.getByTestId('offer-tab-notice').click()
    await page.waitForURL('**/en-gb/deposits/notice')
    await expectValid('product_tab_click', { custom_attribute_1: 'NOTICE' })

    await hydrated(page, `${portalUrl}/en-gb/deposits/term`)
    const term = page.locator('#filter-term')
    const option = await term.locator('option').nth(1).getAttribute('value')
    await term.selectOption(option ?? '')
    await navigated(page, /term=/)
    await expectValid('filter_change')

    await page.locator('[data-testid^="sort-"]').first().click()
    await navigated(page, /sort=/)
    await expectValid('column_sort')

    await page.getByTestId('product-details').first().locator('summary').click()
    await expectValid('product_expand')
    await page.getByTestId('offer-row-tab-descriptions').first().click()
    await expectValid('offer_row_tab_click', { custom_attribute_1: 'descriptions' })
    await page.getByTestId('bank-details').first().locator('summary').click()
    await expectValid('bank_details_expand')

    await hydrated(page, `${portalUrl}/en-gb/deposits/term`)
    await page.getByTestId('load-more').click()
    await page.waitForURL(/more=1/)
    await expectValid('load_more_click')

    await page.getByTestId('page-2').click()
    await page.waitForURL(/page=2/)
    await expectValid('pagination_click')

    await page.locator('a[href*="/register?offer="]').first().click()
    await page.waitForURL('**/register?offer=**')
    await expectValid('order_cta_click')
    await page.close()
  })

  it('press card, and the customer copying the personal referral link', async () => {
    const page = await context.newPage()
    await hydrated(page, `${portalUrl}/en-gb/press`)
    await page.getByTestId('press-list').locator('a').first().click()
    await page.waitForURL('**/en-gb/press/**')
    await expectValid('card_click', { component: 'PressReleaseCard' })
    await page.close()

    const customer = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    await customer.grantPermissions(['clipboard-read', 'clipboard-write'])
    const account = await customer.newPage()
    await hydrated(account, `${portalUrl}/en-gb/user-account`)
    await account.getByTestId('copy-referral-link').click()
    await expectValid('refer_a_friend_link_copy', { custom_attribute_7: 'logged_in' })
    await customer.close()
  })

  it('a dead collector blocks nothing and logs the tracking warning', async () => {
    const dead = await browser.newContext()
    await dead.route('**/collector/**', (route) => route.abort('connectionrefused'))
    const page = await dead.newPage()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await hydrated(page, `${portalUrl}/en-gb`)
    await page.getByTestId('offer-tab-overnight').click()
    await page.waitForURL('**/en-gb/deposits/overnight')
    await expect
      .poll(() => warnings.some((text) => text.includes('One or more tracking events failed')), {
        timeout: 10_000,
      })
      .toBe(true)
    await page.getByTestId('offer-tab-term').click()
    await page.waitForURL('**/en-gb/deposits/term')
    await dead.close()
  })
})
