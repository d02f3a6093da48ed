import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Market, markets, servedLanguages } from '@portal/domain/markets'
import * as personCodes from '@portal/domain/person-codes'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { textsIn } from '../apps/sandbox/src/texts/catalogues'
import { root } from '../scripts/lib/servers.mjs'
import { launchChromium, pageViolations } from './browser'
import { readPdf } from './support/pdf-text'
import { routeAddresses } from './support/route-addresses'
import { loggedIn } from './support/security'

// Each language the market table serves, on the first market that writes it: the pages a new
// customer meets answer in that language (`lang`, no message key, no code left as it is), one
// of the bank's PDFs is written in it, and axe finds nothing. HTML is fetched where no browser is
// needed; one browser pass per language for axe.
const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')

/** One market per language: the first row of the market table that writes it. */
const languageMarkets: Market[] = servedLanguages().map(
  (language) => Object.values(markets).find((market) => market.language === language) as Market,
)

/** Top-level namespaces of the catalogues: a text "Namespace.key" is a message that was missing. */
const namespaces = readdirSync(join(root, 'apps/portal/messages/en'))
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(join(root, 'apps/portal/messages/en', file), 'utf8'))),
  )
const messageKey = new RegExp(`>\\s*(?:${namespaces.join('|')})\\.[\\w.]+\\s*<`, 'g')

/** The person and account codes My details must word (MS, FEMALE, WIDOWED, NO_PEP …). */
const exported: unknown[] = Object.values(personCodes)
const codes = exported.filter((value): value is readonly string[] => Array.isArray(value))
const rawCode = new RegExp(`>\\s*(?:${codes.flat().join('|')}|ZINSPILOT_[A-Z]{2})\\s*<`, 'g')

/** The consent banner's long texts of a language: every page carries its own language's. */
function consentTexts(language: string): string[] {
  const file = join(root, 'apps/portal/messages', language, 'consent.json')
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
    for (const path of ['/dashboard', depositPath, '/notifications']) {
      await readHtml(path, 200, true)
    }
    const details = await readHtml('/my-details', 200, true)
    expect(details.match(rawCode) ?? []).toEqual([])
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

  it('axe finds nothing on the home page and My details', async () => {
    const page = await customer.newPage()
    try {
      for (const path of ['', '/my-details']) {
        await page.goto(`${portalUrl}/${locale}${path}`, { waitUntil: 'networkidle' })
        expect((await page.getAttribute('html', 'lang'))?.split('-')[0]).toBe(language)
        expect(await pageViolations(page), `${locale}${path}`).toEqual([])
      }
    } finally {
      await page.close()
    }
  })
})
