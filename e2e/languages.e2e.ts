import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Market, type MarketLanguage, markets, servedLanguages } from '@portal/domain/markets'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { rawCodesInHtml } from '../apps/portal/lib/code-words/raw-codes'
import { textsIn } from '../apps/sandbox/src/texts/catalogues'
import { root } from '../scripts/lib/servers.mjs'
import { launchChromium, pageViolations } from './browser'
import { readPdf } from './support/pdf-text'
import { routeAddresses } from './support/route-addresses'
import { loggedIn } from './support/security'

// Each language the market table serves, on the first market that writes it: the pages a new
// customer meets answer in that language (`lang`, no message key, no code left as it is), one
// of the bank's PDFs is written in it, and axe finds nothing on its forms. HTML is fetched where
// no browser is needed; one browser pass per language for axe.
const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')

/** One market per language: the first row of the market table that writes it. */
const languageMarkets: Market[] = servedLanguages().map(
  (language) => Object.values(markets).find((market) => market.language === language) as Market,
)

/** Top-level namespaces of the catalogues: a text "Namespace.key" is a message that was missing. */
const namespaces = readdirSync(join(root, 'languages/en/portal'))
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(join(root, 'languages/en/portal', file), 'utf8'))),
  )
const messageKey = new RegExp(`>\\s*(?:${namespaces.join('|')})\\.[\\w.]+\\s*<`, 'g')

/**
 * The titles of the bank's notices in a language (figures left empty: no title places one), and
 * the page's text with React's escapes undone, to find them in.
 */
function noticeTitles(language: MarketLanguage): string[] {
  const { notices, savingsNotices } = textsIn(language)
  return [...Object.values(notices), ...Object.values(savingsNotices)].map((notice) =>
    typeof notice === 'function'
      ? (notice as (...args: unknown[]) => { title: string })().title
      : notice.title,
  )
}
const unescaped = (html: string) =>
  html
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** The consent banner's long texts of a language: every page carries its own language's. */
function consentTexts(language: string): string[] {
  const file = join(root, 'languages', language, 'portal', 'consent.json')
  const { Consent } = JSON.parse(readFileSync(file, 'utf8')) as { Consent: Record<string, unknown> }
  return Object.values(Consent).filter(
    (text): text is string => typeof text === 'string' && text.length > 30,
  )
}

/** The language of the document's `lang` (its primary subtag: `de-ch` is German). */
const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]?.split('-')[0]

let browser: Browser
let customer: BrowserContext
/** A seeded deposit of the demo customer, its path after the locale. */
let depositPath: string

beforeAll(async () => {
  browser = await launchChromium()
  customer = await loggedIn(browser, portalUrl, 'demo.personal@example.com')
  const { filled } = await routeAddresses({ portalUrl, sandboxUrl, customer })
  const deposit = filled.find(([id]) => id === 'savingsDeposit')?.[2] ?? ''
  depositPath = deposit.replace(/^\/[a-z]{2}-[a-z]{2}/, '')
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

describe.each(languageMarkets)('$language on $locale', ({ locale, language, intlTag }) => {
  async function answerOf(url: string, asCustomer: boolean) {
    if (!asCustomer) {
      const response = await fetch(url)
      return { status: response.status, html: await response.text() }
    }
    const response = await customer.request.get(url)
    return { status: response.status(), html: await response.text() }
  }

  /** A page's HTML, checked: its status, `lang` the language served, no message key shown. */
  async function readHtml(path: string, expectedStatus: number, asCustomer = false) {
    const url = `${portalUrl}/${locale}${path}`
    const { status, html } = await answerOf(url, asCustomer)
    expect(status, url).toBe(expectedStatus)
    expect(langOf(html), `lang of ${url}`).toBe(language)
    expect(html.match(messageKey) ?? [], `message keys on ${url}`).toEqual([])
    return html
  }

  it('home, login, register and the not-found page', async () => {
    for (const path of ['', '/login', '/register']) await readHtml(path, 200)
    await readHtml('/no-such-page', 404)
  })

  it('dashboard, a deposit, the notifications and My details with every code in words', async () => {
    for (const path of ['/dashboard', depositPath, '/notifications', '/my-details']) {
      const html = await readHtml(path, 200, true)
      // a value of a schema enum (booking type, status, payout, distributor …) shown as it is
      expect(rawCodesInHtml(html), `codes on ${locale}${path}`).toEqual([])
      if (path !== '/notifications') continue
      // the seeded notices (and any a test added) are written in the page's language
      const text = unescaped(html)
      const titles = noticeTitles(language)
      expect(
        titles.some((title) => text.includes(`>${title}<`)),
        `notices on ${locale}`,
      ).toBe(true)
      if (language === 'en') continue
      const english = noticeTitles('en').filter((title) => !titles.includes(title))
      expect(english.filter((title) => text.includes(`>${title}<`))).toEqual([])
    }
  })

  it('a bank PDF written in the language', async () => {
    const { items } = (await (await fetch(`${sandboxUrl}/dbs/v1/banks`)).json()) as {
      items: { documents: { url: string }[] }[]
    }
    const url = items[0]?.documents[0]?.url ?? ''
    const response = await fetch(`${sandboxUrl}${url}`, {
      headers: { 'accept-language': intlTag },
    })
    expect(response.status).toBe(200)
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()))
    expect(pdf.lines).toContain(textsIn(language).banks.sampleDocumentLines[0])
  })

  it('carries no other language’s messages, in its HTML (RSC payload) or its scripts', async () => {
    const html = await readHtml('', 200)
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
    const bodies = await Promise.all(
      scripts.map(async (src) => (await fetch(new URL(src ?? '', portalUrl))).text()),
    )
    const shipped = [html, ...bodies].join('\n')
    expect(consentTexts(language).some((text) => shipped.includes(text))).toBe(true)
    const others = servedLanguages().filter((other) => other !== language)
    const foreign = others.flatMap((other) =>
      consentTexts(other).filter(
        (text) => !consentTexts(language).includes(text) && shipped.includes(text),
      ),
    )
    expect(foreign).toEqual([])
  })

  // My details, the page of forms (labels, hints, messages), in every language. The home page is
  // checked with axe in German and English (shell.e2e) and with the consent banner open
  // (consent.e2e); its other languages differ from those only in texts, which the checks above
  // read (language, no message key, no raw code).
  it('axe finds nothing on My details', async () => {
    const page = await customer.newPage()
    try {
      await page.goto(`${portalUrl}/${locale}/my-details`, { waitUntil: 'networkidle' })
      expect((await page.getAttribute('html', 'lang'))?.split('-')[0]).toBe(language)
      expect(await pageViolations(page), `${locale}/my-details`).toEqual([])
    } finally {
      await page.close()
    }
  })
})
