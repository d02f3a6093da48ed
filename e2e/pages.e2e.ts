import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { accessibilityViolations, launchChromium } from './browser'

const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')

let browser: Browser
let context: BrowserContext
let noScript: BrowserContext

type Bank = { slug: string; name: string; depositGuarantee: { limit: number } }
type OfferRow = { id: string; effectiveRate: string }

async function sandbox<T>(path: string): Promise<T> {
  return (await (await fetch(`${sandboxUrl}${path}`)).json()) as T
}

beforeAll(async () => {
  browser = await launchChromium()
  context = await browser.newContext()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portalUrl })
  noScript = await browser.newContext({ javaScriptEnabled: false })
})

afterAll(async () => {
  await browser?.close()
})

describe('bank and offer pages', () => {
  it('shows a bank with guarantee, offers and hreflang alternates', async () => {
    const { items } = await sandbox<{ items: Bank[] }>('/dbs/v1/banks?market=en-gb')
    const bank = items[0] as Bank
    const page = await noScript.newPage()
    const response = await page.goto(`${portalUrl}/en-gb/banks/${bank.slug}`)
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(bank.name)
    expect(await page.getByTestId('guarantee-limit').textContent()).toMatch(/[\d,]+\.00/)
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(13)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/en-gb/banks/${bank.slug}$`),
    )
    await page.close()
  })

  it('shows every field of an offer', async () => {
    const { items } = await sandbox<{ items: OfferRow[] }>('/dbs/v1/offers?market=de-de&pageSize=1')
    const page = await noScript.newPage()
    const response = await page.goto(`${portalUrl}/de-de/offers/${items[0]?.id}`)
    expect(response?.status()).toBe(200)
    expect(await page.locator('[data-testid="offer-facts"] [data-field]').count()).toBe(26)
    await page.close()
  })

  it.each([
    '/de-de/banks/no-such-bank',
    '/en-gb/offers/no-such-offer',
    '/de-de/press/nope',
    // A content-service slug that is not a page of its own.
    '/de-de/home-hero',
  ])('%s answers 404', async (path) => {
    const response = await fetch(`${portalUrl}${path}`)
    expect(response.status).toBe(404)
  })
})

describe('public page cache', () => {
  const scriptSrc = (response: Response) =>
    /script-src [^;]*/.exec(response.headers.get('content-security-policy') ?? '')?.[0] ?? ''
  const linkHref = (html: string, attributes: string) =>
    new RegExp(`<link ${attributes} href="([^"]+)"`).exec(html)?.[1]

  /** A bank page, an offer page, the press page and a CMS page. */
  async function publicPages() {
    const { items: banks } = await sandbox<{ items: Bank[] }>('/dbs/v1/banks?market=de-de')
    const { items: offers } = await sandbox<{ items: OfferRow[] }>(
      '/dbs/v1/offers?market=en-gb&pageSize=1',
    )
    return [
      `/de-de/banks/${banks[0]?.slug}`,
      `/en-gb/offers/${offers[0]?.id}`,
      '/de-de/press',
      '/en-gb/about',
    ]
  }

  /** Canonical and two hreflang alternates, absolute on the origin the portal was started on. */
  function expectLinks(html: string, path: string) {
    const rest = path.slice('/de-de'.length)
    expect(linkHref(html, 'rel="canonical"'), path).toBe(`${portalUrl}${path}`)
    expect(linkHref(html, 'rel="alternate" hrefLang="de-AT"'), path).toBe(
      `${portalUrl}/de-at${rest}`,
    )
    expect(linkHref(html, 'rel="alternate" hrefLang="x-default"'), path).toBe(
      `${portalUrl}/de-de${rest}`,
    )
  }

  it('serves a first visit from the cache, with absolute canonical and hreflang URLs', async () => {
    for (const path of await publicPages()) {
      await fetch(`${portalUrl}${path}`) // the first request may generate the page
      const response = await fetch(`${portalUrl}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('x-nextjs-cache'), path).toBe('HIT')
      expect(scriptSrc(response), path).toBe("script-src 'self' 'unsafe-inline'")
      expectLinks(await response.text(), path)
    }
  })

  it('serves a consent cookie or a tracking query from the cache too, with the same links', async () => {
    for (const path of await publicPages()) {
      for (const [url, headers] of [
        [`${portalUrl}${path}`, { cookie: 'cp_consent=cs:1' }],
        [`${portalUrl}${path}?utm_source=newsletter`, {}],
      ] as const) {
        await fetch(url, { headers })
        const response = await fetch(url, { headers })
        expect(response.status, url).toBe(200)
        expect(response.headers.get('x-nextjs-cache'), url).toBe('HIT')
        expect(scriptSrc(response), url).toBe("script-src 'self' 'unsafe-inline'")
        expectLinks(await response.text(), path)
      }
    }
  })

  it('sends a visitor of the cached refer-a-friend page to the personal link in the user account', async () => {
    await fetch(`${portalUrl}/en-gb/refer-a-friend`)
    const response = await fetch(`${portalUrl}/en-gb/refer-a-friend`)
    expect(response.headers.get('x-nextjs-cache')).toBe('HIT')
    const html = await response.text()
    expect(html).toContain('href="/en-gb/user-account#referral-link-title"')
    expect(html).not.toContain('?ref=')
  })

  it('answers an unknown bank, offer or press release with the not-found page, every time', async () => {
    for (const path of [
      '/en-gb/banks/no-such-bank',
      '/de-de/offers/no-such-offer',
      '/de-de/press/nope',
    ]) {
      const statuses: number[] = []
      const visits: Record<string, string>[] = [{}, {}, { cookie: 'cp_consent=cs:1' }]
      for (const headers of visits) {
        statuses.push((await fetch(`${portalUrl}${path}`, { headers })).status)
      }
      expect(statuses, path).toEqual([404, 404, 404])
    }
    // rendered on the server: complete without JavaScript, in the page's language
    const page = await noScript.newPage()
    const response = await page.goto(`${portalUrl}/en-gb/banks/no-such-bank`)
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found')
    expect(await page.locator('html').getAttribute('lang')).toBe('en-gb')
    await page.close()
  })
})

describe('partner bank list', () => {
  it('lists every bank and sorts by country rating without JavaScript', async () => {
    const { items } = await sandbox<{ items: Bank[] }>('/dbs/v1/banks?market=de-de')
    const page = await noScript.newPage()
    await page.goto(`${portalUrl}/de-de/banks`)
    expect(await page.getByTestId('bank-card-link').count()).toBe(items.length)
    await page.getByRole('link', { name: 'Länderrating, absteigend' }).click()
    await page.waitForURL('**/de-de/banks?sort=rating&order=desc')
    const ratings = await page.getByTestId('bank-rating').allTextContents()
    expect(ratings[0]).toBe('AAA')
    expect(ratings.at(-1)).not.toBe('AAA')
    await page.getByTestId('bank-card-link').first().click()
    await page.waitForURL(/\/de-de\/banks\/[a-z0-9-]+$/)
    await page.close()
  })

  it('ignores an unknown sort with a visible note', async () => {
    const response = await fetch(`${portalUrl}/de-de/banks?sort=rate&order=up`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Sortierangabe in der Adresse war ungültig')
  })
})

describe('US offers table', () => {
  it('computes annualized earnings for an entered amount without JavaScript', async () => {
    const page = await noScript.newPage()
    await page.goto(`${portalUrl}/en-us/us-offers?amount=10000`)
    const first = page.getByTestId('us-offer-row').first()
    const id = (await first.getAttribute('data-offer-id')) as string
    const terms = await fetch(`${sandboxUrl}/dbs/v1/offers/${id}/terms`)
    const apy = terms.ok
      ? ((await terms.json()) as { apy: string }).apy
      : (await sandbox<OfferRow>(`/dbs/v1/offers/${id}`)).effectiveRate
    const [whole = '0', fraction = ''] = apy.split('.')
    const cents = BigInt(`${whole}${fraction}`) * 1_000_000n
    const expected = (cents + 10n ** BigInt(fraction.length) / 2n) / 10n ** BigInt(fraction.length)
    const dollars = `${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`
    expect(await first.getByTestId('us-earnings').textContent()).toContain(dollars)
    await page.close()
  })

  it('submits the amount form and loads more rows with ?limit=', async () => {
    const page = await context.newPage()
    await page.goto(`${portalUrl}/en-us/us-offers`)
    expect(await page.getByTestId('us-offer-row').count()).toBe(20)
    await page.getByLabel('Amount in USD').fill('2500')
    await page.getByRole('button', { name: 'Calculate earnings' }).click()
    await page.waitForURL(/amount=2500/)
    await page.getByTestId('load-more').click()
    await page.waitForURL(/limit=40/)
    await expect.poll(() => page.getByTestId('us-offer-row').count()).toBe(40)
    expect(await page.getByTestId('us-earnings').first().textContent()).toMatch(/USD/)
    await page.close()
  })

  it('shows the terms error message for an offer whose terms fail', async () => {
    const page = await context.newPage()
    await page.goto(`${portalUrl}/en-us/us-offers?limit=60`)
    const ids = await page
      .getByTestId('us-offer-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-offer-id') ?? ''))
    const statuses = await Promise.all(
      ids.map(async (id) => (await fetch(`${sandboxUrl}/dbs/v1/offers/${id}/terms`)).status),
    )
    const failing = ids[statuses.indexOf(503)]
    expect(failing).toBeDefined()
    const row = page.locator(`[data-offer-id="${failing}"]`)
    await row.getByText('Product terms', { exact: true }).click()
    expect(await row.getByTestId('terms-error').textContent()).toContain(
      'The product terms could not be loaded',
    )
    await page.close()
  })

  it('notes ignored or clamped input instead of failing', async () => {
    const response = await fetch(`${portalUrl}/en-us/us-offers?amount=abc&limit=9999`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('is not an amount we can calculate with')
    expect(html).toContain('adjusted to 100')
  })

  it('saves an offer as a pressed toggle', async () => {
    const page = await context.newPage()
    await page.goto(`${portalUrl}/en-us/us-offers`)
    const save = page.getByTestId('save-offer').first()
    expect(await save.getAttribute('aria-pressed')).toBe('false')
    await save.click()
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true')
    await page.close()
  })
})

describe('press and promotion pages', () => {
  it('paginates press releases with ?page= and clamps a page out of range', async () => {
    const page = await noScript.newPage()
    await page.goto(`${portalUrl}/en-gb/press`)
    expect(await page.locator('[data-testid="press-list"] li').count()).toBe(6)
    await page.getByRole('link', { name: 'Next' }).click()
    await page.waitForURL(/page=2/)
    const response = await page.goto(`${portalUrl}/en-gb/press?page=999`)
    expect(response?.status()).toBe(200)
    expect(await page.getByTestId('page-note').count()).toBe(1)
    await page.close()
  })

  it.each(['/de-de/vermoegensverwaltung', '/de-de/zinsportfolio', '/en-gb/about'])(
    '%s renders its CMS content',
    async (path) => {
      const response = await fetch(`${portalUrl}${path}`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<h1')
    },
  )

  it.each([
    ['/de-de', ['Impressum', 'Datenschutz', 'AGB']],
    ['/en-gb', ['Imprint', 'Privacy', 'Terms and conditions']],
  ])(
    'every footer link of %s leads to its legal page, without JavaScript',
    async (path, titles) => {
      const page = await noScript.newPage()
      await page.goto(`${portalUrl}${path}`)
      // Page links only: the cookie settings link opens the banner on the same page.
      const footerLinks = page.locator('footer nav a[href]:not([href^="#"])')
      const hrefs = await footerLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      )
      expect(hrefs).toHaveLength(titles.length)
      for (const [index, href] of hrefs.entries()) {
        const response = await page.goto(`${portalUrl}${href}`)
        expect(response?.status(), href).toBe(200)
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(titles[index])
      }
      await page.close()
    },
  )

  it.each([
    '/en-gb/banks/{bank}',
    '/de-de/offers/{offer}',
    '/en-us/us-offers?amount=10000',
    '/en-gb/refer-a-friend',
    '/de-de/banks?sort=rating&order=desc',
    '/de-de/press',
    '/de-de/zinsportfolio',
    '/de-de/vermoegensverwaltung',
    '/en-gb/privacy',
  ])('%s has no accessibility violations', async (template) => {
    const { items: banks } = await sandbox<{ items: Bank[] }>('/dbs/v1/banks?market=de-de')
    const { items: offers } = await sandbox<{ items: OfferRow[] }>(
      '/dbs/v1/offers?market=de-de&pageSize=1',
    )
    const path = template
      .replace('{bank}', banks[0]?.slug ?? '')
      .replace('{offer}', offers[0]?.id ?? '')
    const violations = await accessibilityViolations(context, `${portalUrl}${path}`)
    expect(JSON.stringify(violations, null, 1)).toBe('[]')
  })
})
