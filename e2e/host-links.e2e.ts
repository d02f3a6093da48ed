import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { type PortalLocale, portalLocales } from '@portal/domain/locales'
import { describe, expect, inject, it } from 'vitest'

// Links that work on every host: the home, offers, bank, offer, login and not-found pages of
// every country host and of the .com domain, crawled as plain HTML with the Host header a
// visitor's browser sends. Each link to the portal is followed once, without following redirects.
const portalUrl = inject('portalUrl')
const sandboxUrl = inject('sandboxUrl')
const port = new URL(portalUrl).port

const { countryHosts } = JSON.parse(
  readFileSync(new URL('../apps/portal/config/edge-config.default.json', import.meta.url), 'utf8'),
) as { countryHosts: Record<string, PortalLocale> }

/** A site as the visitor addresses it: a country host, or the .com domain under a locale. */
interface Site {
  name: string
  /** The origin the browser shows; `portalUrl` is the .com domain of this run. */
  origin: string
  locale: PortalLocale
  /** What the site's paths start with: `''` on a country host. */
  base: string
}

const localHosts = Object.entries(countryHosts).filter(([host]) => host.endsWith('.localhost'))
const countrySites: Site[] = localHosts.map(([host, locale]) => ({
  name: host,
  origin: `http://${host}:${port}`,
  locale,
  base: '',
}))
// On the .com domain every market under its locale: its pages there link with the locale prefix.
const comSites: Site[] = portalLocales.map((locale) => ({
  name: `.com /${locale}`,
  origin: portalUrl,
  locale,
  base: `/${locale}`,
}))

interface Answer {
  status: number
  location: string
  html: string
}

/**
 * GET an address of an origin this portal answers, sent to the portal with that origin's Host
 * header (`fetch` would replace it with the portal's own); redirects are not followed.
 */
function get(url: URL): Promise<Answer> {
  const portal = new URL(portalUrl)
  return new Promise((resolve, reject) => {
    const options = {
      host: portal.hostname,
      port: portal.port,
      path: `${url.pathname}${url.search}`,
      headers: { host: url.host },
    }
    request(options, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? '',
          html: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

const anchorHref = /<a\b[^>]*?\shref="([^"]*)"/g
const decoded = (text: string) => text.replaceAll('&amp;', '&')

/**
 * The page's `<a href>` that lead to this portal (its own origin or the .com domain), skip links
 * to a place on the page itself left out.
 */
function portalLinks(html: string, page: URL): URL[] {
  const portalOrigins = new Set([page.origin, new URL(portalUrl).origin])
  return [...html.matchAll(anchorHref)]
    .map((match) => decoded(match[1] ?? ''))
    .filter((href) => !href.startsWith('#'))
    .map((href) => new URL(href, page))
    .filter((url) => url.protocol.startsWith('http') && portalOrigins.has(url.origin))
}

/**
 * A page address that names the host's locale. Bank logos and documents are files the asset
 * proxy serves under the locale on every host (`/<locale>/assets/…`, no middleware, no redirect).
 */
const hasLocale = (pathname: string, locale: PortalLocale) =>
  (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) &&
  !pathname.startsWith(`/${locale}/assets/`)

async function firstOffer(locale: PortalLocale): Promise<{ id: string; bank: { slug: string } }> {
  const response = await fetch(`${sandboxUrl}/dbs/v1/offers?market=${locale}&pageSize=1`)
  const { items } = (await response.json()) as { items: { id: string; bank: { slug: string } }[] }
  if (!items[0]) throw new Error(`the seed has no offer in ${locale}`)
  return items[0]
}

async function startPages(site: Site): Promise<[path: string, status: number][]> {
  const offer = await firstOffer(site.locale)
  return [
    [site.base || '/', 200],
    [`${site.base}/deposits/term`, 200],
    [`${site.base}/banks/${offer.bank.slug}`, 200],
    [`${site.base}/offers/${offer.id}`, 200],
    [`${site.base}/login`, 200],
    [`${site.base}/no-such-page`, 404],
  ]
}

/**
 * Every link of the start pages, each address followed once: anything but 200 is a failure.
 * Addresses are told apart by path: the query of a link (an offer to register for, a sort order)
 * decides no status.
 */
async function crawl(site: Site): Promise<string[]> {
  const failures: string[] = []
  const targets = new Map<string, { url: URL; from: string }>()
  for (const [path, status] of await startPages(site)) {
    const page = new URL(path, site.origin)
    const response = await get(page)
    if (response.status !== status) failures.push(`${path}: ${response.status}, want ${status}`)
    for (const url of portalLinks(response.html, page)) {
      if (url.origin === site.origin && site.base === '' && hasLocale(url.pathname, site.locale)) {
        failures.push(`${path} → ${url.pathname}: the host's locale in the path`)
      }
      const key = `${url.origin}${url.pathname}`
      if (!targets.has(key)) targets.set(key, { url, from: path })
    }
  }
  const queue = [...targets.values()]
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const response = await get(next.url)
      if (response.status !== 200) {
        const { status, location } = response
        failures.push(`${next.from} → ${next.url.href}: ${status} ${location}`.trim())
      }
    }
  }
  await Promise.all([worker(), worker(), worker()])
  return failures
}

describe('links of the pages shared by every host', () => {
  it.each(countrySites)('on $name carry no locale and never redirect nor 404', async (site) => {
    expect(await crawl(site)).toEqual([])
  })

  it.each(comSites)('on $name never redirect nor 404', async (site) => {
    expect(await crawl(site)).toEqual([])
  })

  it('lead from the Dutch host’s invest tab to the German page on the .com domain', async () => {
    const home = await get(new URL(`http://nl.localhost:${port}/`))
    const tab = /<a\b[^>]*?\shref="([^"]*)"[^>]*data-testid="offer-tab-invest"/.exec(home.html)
    expect(tab?.[1]).toBe(`${portalUrl}/de-de/vermoegensverwaltung`)
  })
})
