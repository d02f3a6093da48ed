import { ContentPage, PressRelease, PressReleasePage } from '@portal/api-clients/contracts/content'
import { markets, servedLanguages } from '@portal/domain/markets'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { answerNotFound, createErrorAnswer } from '../../http/error-responses'
import { createCmsRoutes } from './cms-routes'

const app = new Hono().route('/cms/v1', createCmsRoutes())
app.notFound(answerNotFound)
app.onError(createErrorAnswer({ isDatabaseAvailable: () => true, logError: () => {} }))

async function getJson(path: string) {
  const response = await app.request(path)
  return { status: response.status, body: await response.json() }
}

const slugs = [
  'home-hero',
  'vermoegensverwaltung',
  'zinsportfolio',
  'about',
  'imprint',
  'privacy',
  'terms',
  'press',
]
/** Every market of the table, with the language its pages are written in. */
const marketsByLanguage = Object.values(markets).map((market) => [market.locale, market.language])

async function getWith(path: string, acceptLanguage: string) {
  const response = await app.request(path, { headers: { 'accept-language': acceptLanguage } })
  return { status: response.status, body: await response.json() }
}

describe('content pages', () => {
  it.each(slugs)(
    'serves %s in every served language, block for block as in English',
    async (slug) => {
      const english = ContentPage.parse((await getJson(`/cms/v1/pages/${slug}?locale=en-gb`)).body)
      const texts = new Set<string>()
      for (const [locale] of marketsByLanguage) {
        const page = ContentPage.parse(
          (await getJson(`/cms/v1/pages/${slug}?locale=${locale}`)).body,
        )
        expect(page).toMatchObject({ slug, locale })
        expect(page.blocks.map((block) => block.type)).toEqual(english.blocks.map((b) => b.type))
        // Swiss German is German written with ss for ß: the same text
        texts.add(JSON.stringify([page.title, page.description, page.blocks]).replaceAll('ß', 'ss'))
      }
      // one text per language: no language is served another's
      expect(texts.size).toBe(servedLanguages().length)
    },
  )

  it("answers the locale's market language, German without a locale", async () => {
    expect((await getJson('/cms/v1/pages/about?locale=fr-fr')).body).toMatchObject({
      locale: 'fr-fr',
      title: 'Qui sommes-nous',
    })
    expect((await getJson('/cms/v1/pages/about?locale=en-us')).body.locale).toBe('en-us')
    expect((await getJson('/cms/v1/pages/about?locale=de-at')).body.title).toBe('Über uns')
    expect((await getJson('/cms/v1/pages/about')).body.title).toBe('Über uns')
  })

  it('answers the Accept-Language the portal sends; garbage or an unserved one: the market language', async () => {
    expect((await getWith('/cms/v1/pages/about?locale=de-de', 'fi-FI')).body).toMatchObject({
      locale: 'fi-fi',
      title: 'Tietoa meistä',
    })
    for (const header of ['sv-SE', ';;q=garbage', 'x', '']) {
      expect((await getWith('/cms/v1/pages/about?locale=pl-pl', header)).body).toMatchObject({
        locale: 'pl-pl',
        title: 'O nas',
      })
    }
  })

  it.each([
    ['de-ch', 'de-CH', 'Beispielstrasse 1'],
    ['de-de', 'de-DE', 'Beispielstraße 1'],
    ['de-at', 'de-AT', 'Beispielstraße 1'],
  ])('writes the %s imprint as the market spells German', async (locale, header, street) => {
    const { body } = await getWith(`/cms/v1/pages/imprint?locale=${locale}`, header)
    expect(JSON.stringify(body)).toContain(street)
  })

  it('gives the press page its content type and the home page an offers table', async () => {
    expect((await getJson('/cms/v1/pages/press')).body.contentType).toBe('press_page')
    const home = ContentPage.parse((await getJson('/cms/v1/pages/home-hero?locale=en-gb')).body)
    expect(home.blocks).toContainEqual({
      type: 'offers_table',
      productType: 'term_deposit',
      limit: 10,
    })
  })

  it('answers an unknown page with 404 pageNotFound', async () => {
    const { status, body } = await getJson('/cms/v1/pages/no-such-page')
    expect(status).toBe(404)
    expect(body).toMatchObject({ status: 404, code: 'pageNotFound' })
  })
})

describe('press releases', () => {
  it('pages through at least 12 releases, newest first', async () => {
    const first = PressReleasePage.parse((await getJson('/cms/v1/press-releases?pageSize=5')).body)
    expect(first.total).toBeGreaterThanOrEqual(12)
    expect(first.items).toHaveLength(5)
    const dates = first.items.map((item) => item.publishedOn)
    expect(dates).toEqual([...dates].sort().reverse())
    const last = Math.ceil(first.total / 5)
    const tail = await getJson(`/cms/v1/press-releases?pageSize=5&page=${last}`)
    expect(PressReleasePage.parse(tail.body).items).toHaveLength(first.total - (last - 1) * 5)
    expect((await getJson('/cms/v1/press-releases?pageSize=500')).status).toBe(400)
  })

  it('writes the releases in every served language', async () => {
    const titles = new Set<string>()
    for (const [locale] of marketsByLanguage) {
      const list = PressReleasePage.parse(
        (await getJson(`/cms/v1/press-releases?locale=${locale}`)).body,
      )
      // news for every market: the same release in each market's language
      expect(list.items.map((item) => item.slug)).toContain('one-million-customers')
      const release = PressRelease.parse(
        (await getJson(`/cms/v1/press-releases/one-million-customers?locale=${locale}`)).body,
      )
      expect(release.html).toContain(release.teaser)
      titles.add(release.title)
    }
    expect(titles.size).toBe(servedLanguages().length)
  })

  it.each([
    // market, a release about a product it has, one about a product it does not have
    ['de-de', 'pension-transfer', 'us-marketplace-opens'],
    ['nl-nl', 'wealth-management-risk-classes', 'pension-transfer'],
    ['pl-pl', 'notice-accounts-launch', 'interest-portfolio-launch'],
    ['en-us', 'us-marketplace-opens', 'notice-accounts-launch'],
  ])('lists and serves %s a release on %s, never one on %s', async (locale, sold, unsold) => {
    const list = PressReleasePage.parse(
      (await getJson(`/cms/v1/press-releases?locale=${locale}&pageSize=50`)).body,
    )
    const slugs = list.items.map((item) => item.slug)
    expect(slugs).toContain(sold)
    expect(slugs).not.toContain(unsold)
    expect((await getJson(`/cms/v1/press-releases/${sold}?locale=${locale}`)).status).toBe(200)
    expect((await getJson(`/cms/v1/press-releases/${unsold}?locale=${locale}`)).status).toBe(404)
  })

  it('serves one release by slug and 404 for an unknown one', async () => {
    const list = PressReleasePage.parse((await getJson('/cms/v1/press-releases?locale=de-de')).body)
    const slug = list.items[0]?.slug ?? ''
    const release = PressRelease.parse(
      (await getJson(`/cms/v1/press-releases/${slug}?locale=de-de`)).body,
    )
    expect(release).toMatchObject({ slug, contentType: 'press_release_page', locale: 'de-de' })
    expect((await getJson('/cms/v1/press-releases/none')).status).toBe(404)
  })
})
