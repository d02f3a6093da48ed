import { readFileSync } from 'node:fs'
import { formatMoney } from '@portal/domain/format'
import { type PortalLocale, portalLocales } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { calendarDateOf } from '@portal/domain/money/calendar-date'
import { guaranteeStatementOn } from '@portal/domain/money/guarantee-statement'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './browser'
import { logIn } from './support/security'

// Each of the twelve markets, from the market table: its catalogue, guarantee, promotions and
// not-found page. Plain HTML fetches wherever no browser is needed.
const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** Intl writes narrow and no-break spaces; the HTML carries them as they are. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

async function page(path: string) {
  const response = await fetch(`${portalUrl}${path}`, { redirect: 'manual' })
  return { status: response.status, html: spaced((await response.text()).replace(/<!-- -->/g, '')) }
}

const testIdTexts = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, 'g'))].map(
    (match) => match[1] ?? '',
  )

async function catalogueTotal(market: PortalLocale, query: string): Promise<number> {
  const response = await fetch(`${sandboxUrl}/dbs/v1/offers?market=${market}&pageSize=1&${query}`)
  return ((await response.json()) as { total: number }).total
}

function notFoundTitle(market: PortalLocale): string {
  const { language } = marketOf(market)
  const shell = JSON.parse(
    readFileSync(new URL(`../languages/${language}/portal/shell.json`, import.meta.url), 'utf8'),
  ) as { NotFound: { title: string } }
  return shell.NotFound.title
}

describe.each(portalLocales)('market %s', (market) => {
  const entry = marketOf(market)

  it('states its own deposit guarantee on its home page', async () => {
    const { status, html } = await page(`/${market}`)
    expect(status).toBe(200)
    const facts = guaranteeStatementOn(entry, calendarDateOf(new Date()))
    expect(html).toContain(`data-guarantee="${facts.kind}"`)
    expect(html).toContain(spaced(formatMoney(facts.limit, facts.currency, entry.intlTag)))
    for (const scheme of facts.schemes) expect(html).toContain(scheme.name)
  })

  it('lists only offers in its own currency on the term tab', async () => {
    const { status, html } = await page(`/${market}/deposits/term`)
    expect(status).toBe(200)
    const currencies = testIdTexts(html, 'offer-currency')
    const total = await catalogueTotal(market, 'productType=term_deposit')
    expect(total).toBeGreaterThan(0)
    expect(currencies).toHaveLength(Math.min(total, 20))
    for (const text of currencies) expect(text).toContain(entry.currency)
    // the hero's best rates are the market's own offers too
    for (const text of testIdTexts(html, 'best-rate-currency'))
      expect(text).toContain(entry.currency)
    expect(html).not.toContain('data-testid="currency-risk"')
  })

  it('has the invest and pension promotions only where the product exists', async () => {
    const invest = await page(`/${market}/vermoegensverwaltung`)
    const pension = await page(`/${market}/zinsportfolio`)
    expect(invest.status).toBe(entry.investments ? 200 : 404)
    expect(pension.status).toBe(entry.retirement ? 200 : 404)
    const home = await page(`/${market}`)
    expect(home.html.includes('vermoegensverwaltung"')).toBe(
      entry.investments && entry.tabs.includes('term_deposit_invest'),
    )
    expect(home.html.includes('zinsportfolio"')).toBe(entry.retirement)
  })

  it.each([
    '/no-such-page',
    '/offers/no-such-offer',
    '/banks/no-such-bank',
    '/deposits/no-such-tab',
  ])('renders the not-found page of %s on the server, in its language', async (path) => {
    const { status, html } = await page(`/${market}${path}`)
    expect(status).toBe(404)
    expect(html).toContain('<main')
    const main = html.slice(html.indexOf('<main'))
    expect(main).toContain(notFoundTitle(market))
    expect(main).toContain(`href="/${market}/login"`)
  })

  it('shows its customer only offers of the market on the products page', async () => {
    const context = await browser.newContext()
    const tab = await context.newPage()
    await tab.goto(`${portalUrl}/${market}/login?next=%2F${market}%2Fproducts`)
    await logIn(tab, `demo.${market}@example.com`)
    await tab.waitForURL(`${portalUrl}/${market}/products`)
    await tab.goto(`${portalUrl}/${market}/products?type=term_deposit`)
    const currencies = await tab
      .getByTestId('product-offer')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-currency')))
    expect(currencies.length).toBeGreaterThan(0)
    expect(new Set(currencies)).toEqual(new Set([entry.currency]))
    await context.close()
  })
})

describe('foreign currencies (DE and AT, notice and Flexgeld tabs)', () => {
  it('lists a foreign currency only when the visitor chooses it, with its risk', async () => {
    const chosen = await page('/de-de/deposits/notice?fx=NOK')
    const currencies = testIdTexts(chosen.html, 'offer-currency')
    expect(currencies.length).toBeGreaterThan(0)
    for (const text of currencies) expect(text).toContain('NOK')
    expect(testIdTexts(chosen.html, 'currency-risk')).toHaveLength(currencies.length)
    expect(chosen.html).toContain('id="filter-fx"')
  })

  it.each([
    ['/de-de/deposits/notice?fx=JPY', 'fx:ignored'],
    ['/fr-fr/deposits/notice?fx=NOK', 'fx:hidden'],
  ])('%s lists the own currency with a note', async (path, note) => {
    const { status, html } = await page(path)
    expect(status).toBe(200)
    expect(html).toContain(`data-note="${note}"`)
    for (const text of testIdTexts(html, 'offer-currency')) expect(text).toContain('EUR')
  })

  it('gives the logged-in products page the same currency filter and sort', async () => {
    const context = await browser.newContext()
    const tab = await context.newPage()
    await tab.goto(`${portalUrl}/de-de/login?next=%2Fde-de%2Fproducts`)
    await logIn(tab, 'demo.de-de@example.com')
    await tab.waitForURL(`${portalUrl}/de-de/products`)
    await tab.goto(`${portalUrl}/de-de/products?type=notice_account&fx=NOK&sort=bank_name`)
    const rows = tab.getByTestId('product-offer')
    const currencies = await rows.evaluateAll((all) =>
      all.map((row) => row.getAttribute('data-currency')),
    )
    expect(currencies.length).toBeGreaterThan(0)
    expect(new Set(currencies)).toEqual(new Set(['NOK']))
    expect(await tab.locator('#filter-fx').inputValue()).toBe('NOK')
    const banks = await rows.locator('td:first-child .font-medium').allTextContents()
    expect(banks).toEqual([...banks].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    await context.close()
  })
})

describe('an offer of another market', () => {
  async function britishOffer(): Promise<{ id: string; bank: { slug: string } }> {
    const response = await fetch(`${sandboxUrl}/dbs/v1/offers?market=en-gb&pageSize=1`)
    const { items } = (await response.json()) as { items: { id: string; bank: { slug: string } }[] }
    if (!items[0]) throw new Error('the seed has no offer in the UK market')
    return items[0]
  }

  it('is not a page of the German market, nor its bank', async () => {
    const offer = await britishOffer()
    for (const path of [`/de-de/offers/${offer.id}`, `/de-de/banks/${offer.bank.slug}`]) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html.slice(html.indexOf('<main')), path).toContain(notFoundTitle('de-de'))
    }
    expect((await page(`/en-gb/offers/${offer.id}`)).status).toBe(200)
  })

  it('is left out of a comparison with a note', async () => {
    const offer = await britishOffer()
    const { html } = await page(`/de-de/deposits/term?compare=${offer.id}`)
    expect(html).toContain('data-note="compare:ignored"')
    expect(html).not.toContain('data-testid="comparison"')
  })
})
