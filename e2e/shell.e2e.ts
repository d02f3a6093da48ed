import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { accessibilityViolations, launchChromium } from './browser'

const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')

let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  browser = await launchChromium()
  context = await browser.newContext()
})

afterAll(async () => {
  await browser?.close()
})

describe('portal shell against the sandbox', () => {
  it('shows offers that came from the sandbox', async () => {
    // The German table shows and sorts by the nominal rate (spec section 9).
    const response = await fetch(
      `${sandboxUrl}/dbs/v1/offers?market=de-de&productType=term_deposit&sort=rate&rateKind=nominal&order=desc&pageSize=20`,
    )
    const fromSandbox = (await response.json()) as { items: { bank: { name: string } }[] }
    const page = await context.newPage()
    await page.goto(`${portalUrl}/de-de`)
    const rows = page.getByTestId('offer-row')
    await expect.poll(() => rows.count()).toBe(fromSandbox.items.length)
    const firstBank = await rows.first().getByTestId('bank-name').textContent()
    expect(firstBank).toBe(fromSandbox.items[0]?.bank.name)
    await page.close()
  })

  it.each(['/de-de', '/en-gb', '/de-de/no-such-page'])(
    '%s has no accessibility violations',
    async (path) => {
      const violations = await accessibilityViolations(context, `${portalUrl}${path}`)
      expect(JSON.stringify(violations, null, 1)).toBe('[]')
    },
  )

  it('translates the shell: German on /de-de, English on /en-gb', async () => {
    const page = await context.newPage()
    await page.goto(`${portalUrl}/de-de`)
    expect(await page.locator('html').getAttribute('lang')).toBe('de-de')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Spar- und Festgeldangebote')
    await page.goto(`${portalUrl}/en-gb`)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Savings and deposit offers')
    await page.close()
  })

  it('answers an unknown locale with the not-found page and status 404', async () => {
    const page = await context.newPage()
    const response = await page.goto(`${portalUrl}/xx-yy/`)
    expect(response?.status()).toBe(404)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Seite nicht gefunden')
    expect(await page.getByRole('link').count()).toBeGreaterThanOrEqual(4)
    await page.close()
  })

  it('answers an unknown path under a locale with 404 and the localised not-found page', async () => {
    const response = await fetch(`${portalUrl}/en-gb/does-not-exist`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page not found')
  })

  it('serves the default page icon', async () => {
    const response = await fetch(`${portalUrl}/cp_assets/favicon.ico`)
    expect(response.status).toBe(200)
    const html = await (await fetch(`${portalUrl}/de-de`)).text()
    expect(html).toContain('/cp_assets/favicon.ico')
  })
})
