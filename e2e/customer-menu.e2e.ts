import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { routeEntries } from '../apps/portal/lib/routes'
import { launchChromium } from './browser'
import { loggedIn } from './support/security'

const portalUrl = inject('portalUrl')

/**
 * Steps of a flow, reached from the step before, not from a menu page: the identity check and
 * the documents of a reference-account change, the overview of a mix chosen in the configurator
 * and its order, the uploads the identification asks for.
 * The local demo page is no customer job (and 404 outside a local run).
 */
const notFromMenu = new Set([
  'verifyIdentity',
  'uploadDocuments',
  'configuratorFundOverview',
  'configuratorOrder',
  'savingsDemo',
  // linked from Identification and the tasks while the bank asks for that document (the demo
  // customer is identified; customer-data-kyc.e2e follows the task's link for one who is not)
  'uploadIdDocument',
  'uploadProofOfAddress',
  // linked from a portfolio's card, once there is one (investments.e2e follows the link)
  'savingsPlanEdit',
])

/** Every customer page of the table for de-de, as an address pattern. */
const customerPages = routeEntries()
  .filter(
    ([id, route]) =>
      route.area === 'customer' &&
      route.built &&
      !route.forwardsTo &&
      !notFromMenu.has(id) &&
      (route.locales === undefined || route.locales.includes('de-de')),
  )
  .map(([id, route]) => ({
    id,
    pattern: new RegExp(`^/de-de${route.path.replace(/\[\w+\]/g, '[^/]+')}$`),
  }))

/** The marketplace's title, the one every page had before each page got its own. */
const marketplaceTitle = (
  JSON.parse(
    readFileSync(new URL('../languages/de/portal/shell.json', import.meta.url), 'utf8'),
  ) as { Metadata: { title: string } }
).Metadata.title

/** The route of a customer path (the table's id), for pages that must be told apart. */
const routeOf = (path: string) =>
  customerPages.find(({ pattern }) => pattern.test(path))?.id ?? path

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

const pathOf = (href: string) => new URL(href, portalUrl).pathname

/** The visible links of the page to portal pages, as paths. */
async function visibleLinks(page: Page): Promise<string[]> {
  const links = page.locator('a[href^="/de-de/"]').filter({ visible: true })
  return (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))).map(
    pathOf,
  )
}

/** Opens the menu where it is folded (phones) unless it is open, and answers its links. */
async function menuOf(page: Page, phone: boolean) {
  const nav = page.getByRole('navigation', { name: 'Kundenbereich' })
  if (phone && !(await nav.isVisible())) await page.getByRole('button', { name: 'Menü' }).click()
  return nav
}

/** The menu's entries, as their addresses. */
async function menuEntries(page: Page, phone: boolean): Promise<string[]> {
  return (await menuOf(page, phone))
    .getByRole('link')
    .evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))
}

describe('the customer menu at 1280 px', () => {
  it('reaches every customer page within two clicks of the dashboard', async () => {
    const context = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${portalUrl}/de-de/dashboard`)
    const reached = new Set([pathOf(page.url()), ...(await visibleLinks(page))])

    const nav = await menuOf(page, false)
    expect(await nav.locator('a[aria-current="page"]').textContent()).toBe('Übersicht')
    const entries = await menuEntries(page, false)
    expect(entries.length).toBeGreaterThan(10)
    expect(await page.getByRole('button', { name: 'Abmelden' }).count()).toBe(1)

    // The menu is the same on every customer page: each entry is clicked from the page before
    // (as from the dashboard), without loading the dashboard again in between. Each page has
    // its own browser tab title: not the marketplace's, not the page's before it.
    let previous = { route: routeOf(pathOf(page.url())), title: await page.title() }
    expect(previous.title).not.toBe(marketplaceTitle)
    for (const entry of entries) {
      await (await menuOf(page, false)).locator(`a[href="${entry}"]`).click()
      await page.waitForURL((url) => url.pathname === pathOf(entry))
      const route = routeOf(pathOf(entry))
      const before = previous
      // a client-side navigation sets the title with the page's metadata, just after the address
      await expect
        .poll(() => page.title(), { timeout: 5_000 })
        .toSatisfy(
          (title: string) =>
            title !== marketplaceTitle && (route === before.route || title !== before.title),
        )
      previous = { route, title: await page.title() }
      // Streamed panels (the products list and its order links) may land after the address:
      // in CI the order links were not there yet when the links were read.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
      const current = (await menuOf(page, false)).locator('a[aria-current="page"]')
      expect(await current.getAttribute('href')).toBe(entry)
      for (const link of [pathOf(page.url()), ...(await visibleLinks(page))]) reached.add(link)
    }

    const missing = customerPages
      .filter(({ pattern }) => ![...reached].some((path) => pattern.test(path)))
      .map(({ id }) => id)
    expect(missing).toEqual([])
    await context.close()
  })
})

// On a phone the same menu is folded behind its button: it holds the same entries as at 1280 px
// (which reach every page, above), and an entry opens its page with the menu folded again.
describe('the customer menu at 390 px', () => {
  it('unfolds with the entries of the wide menu and folds again on the page an entry opens', async () => {
    const context = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${portalUrl}/de-de/dashboard`)
    const wide = await menuEntries(page, false)

    await page.setViewportSize({ width: 390, height: 900 })
    const nav = page.getByRole('navigation', { name: 'Kundenbereich' })
    await expect.poll(() => nav.isVisible()).toBe(false)
    expect(await menuEntries(page, true)).toEqual(wide)
    expect(await nav.locator('a[aria-current="page"]').textContent()).toBe('Übersicht')
    expect(await page.getByRole('button', { name: 'Abmelden' }).count()).toBe(1)

    const entry = wide.find((href) => pathOf(href) !== pathOf(page.url())) ?? ''
    await nav.locator(`a[href="${entry}"]`).click()
    await page.waitForURL((url) => url.pathname === pathOf(entry))
    await page.waitForLoadState('load')
    await expect.poll(() => page.getByRole('button', { name: 'Menü' }).isVisible()).toBe(true)
    expect(await nav.isVisible()).toBe(false)
    const current = (await menuOf(page, true)).locator('a[aria-current="page"]')
    expect(await current.getAttribute('href')).toBe(entry)
    await context.close()
  })
})
