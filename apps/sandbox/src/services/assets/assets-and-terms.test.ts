import { OfferTerms } from '@portal/api-clients/contracts/deposits'
import { Bank, Offer } from '@portal/domain'
import { markets } from '@portal/domain/markets'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { closeDatabase, type Database } from '../../db/database'
import { readPdf } from '../../test-support/pdf-text'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp } from '../../test-support/test-app'
import { textsIn } from '../../texts/catalogues'
import { areTermsUnavailable } from '../dbs/terms-availability'

let database: Database
let app: Hono
let banks: Bank[]
let usOffers: Offer[]

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  app = (await createTestApp(database)).app
  banks = z.object({ items: z.array(Bank) }).parse(await getJson('/dbs/v1/banks')).items
  const page = await getJson('/dbs/v1/offers?country=US&currency=USD&pageSize=1000')
  usOffers = z.object({ items: z.array(Offer) }).parse(page).items
})
afterAll(() => closeDatabase(database))

async function getJson(path: string): Promise<unknown> {
  return (await app.request(path)).json()
}

describe('generated assets', () => {
  it('serves every bank logo as an SVG with a title, at the relative seed URL', async () => {
    for (const bank of banks.slice(0, 5)) {
      expect(bank.logoUrl).toBe(`/assets/banks/${bank.slug}/logo.svg`)
      const response = await app.request(bank.logoUrl)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('image/svg+xml')
      const svg = await response.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(svg).toContain(`<title>${bank.name}</title>`)
      expect(svg).toBe(await (await app.request(bank.logoUrl)).text())
    }
  })

  it('serves the documents of offers and banks as PDFs', async () => {
    const offer = usOffers[0]
    const urls = [
      ...(offer?.additionalDocuments.map((document) => document.url) ?? []),
      offer?.productInformationSheet?.url,
      banks[0]?.documents[0]?.url,
    ]
    for (const url of urls) {
      expect(url).toMatch(/^\/assets\/documents\/.+\.pdf$/)
      const response = await app.request(url ?? '')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      const bytes = Buffer.from(await response.arrayBuffer()).toString('latin1')
      expect(bytes.startsWith('%PDF-')).toBe(true)
      expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true)
    }
  })

  it('writes a sample document in the language the browser asks for', async () => {
    const url = banks[0]?.documents[0]?.url ?? ''
    const read = async (language: string) => {
      const response = await app.request(url, { headers: { 'accept-language': language } })
      expect(response.headers.get('vary')).toBe('accept-language')
      return readPdf(new Uint8Array(await response.arrayBuffer()))
    }
    expect((await read('fi-FI')).title).toBe('Tuoteseloste')
    expect((await read('pl')).lines).toContain(textsIn('pl').banks.sampleDocumentLines[0])
    expect((await read('sv, garbage')).title).toBe('Produktinformationsblatt')
  })

  it.each(Object.values(markets).map((market) => [market.locale, market] as const))(
    'writes an offer’s and a bank’s documents for a %s page in its language',
    async (_, market) => {
      const texts = textsIn(market.language, market.intlTag)
      const offer = usOffers[0]
      const documents = [
        ...(offer?.additionalDocuments ?? []),
        ...(offer?.productInformationSheet ? [offer.productInformationSheet] : []),
        ...(banks[0]?.documents ?? []),
      ]
      expect(documents.length).toBeGreaterThanOrEqual(2)
      for (const document of documents) {
        const kind = Object.keys(texts.offers.documentTitles).find((candidate) =>
          document.url.endsWith(`-${candidate}.pdf`),
        ) as keyof typeof texts.offers.documentTitles
        const response = await app.request(document.url, {
          headers: { 'accept-language': market.intlTag },
        })
        const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()))
        expect(pdf.title).toBe(texts.offers.documentTitles[kind])
        expect(pdf.lines).toEqual(
          expect.arrayContaining(texts.banks.sampleDocumentLines.filter(Boolean)),
        )
      }
    },
  )

  it.each([
    '/assets/banks/no-such-bank/logo.svg',
    '/assets/documents/offer-00000000-0000-0000-0000-000000000000-terms-and-conditions.pdf',
    '/assets/documents/passwords.pdf',
    '/assets/content/unknown.svg',
  ])('answers an unknown asset %s with 404', async (path) => {
    const response = await app.request(path)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ status: 404, code: 'assetNotFound' })
  })
})

describe('US products and their terms', () => {
  it('has at least 40 USD offers of US banks, each bank with several institution features', () => {
    expect(usOffers.length).toBeGreaterThanOrEqual(40)
    for (const bank of banks.filter((candidate) => candidate.countryCode === 'US')) {
      expect(bank.institutionFeatures.length).toBeGreaterThanOrEqual(2)
    }
  })

  it('answers terms with the effective rate as APY, or 503 for the deterministic tenth', async () => {
    for (const offer of usOffers) {
      const response = await app.request(`/dbs/v1/offers/${offer.id}/terms`)
      if (areTermsUnavailable(offer.id)) {
        expect(response.status).toBe(503)
        expect(await response.json()).toMatchObject({ code: 'termsUnavailable' })
      } else {
        expect(response.status).toBe(200)
        const terms = OfferTerms.parse(await response.json())
        expect(terms).toMatchObject({ offerId: offer.id, apy: offer.effectiveRate })
      }
    }
  })

  it('lists the failing offers for e2e tests, US dollar offers first', async () => {
    const { offerIds } = z
      .object({ offerIds: z.array(z.string()) })
      .parse(await getJson('/dbs/v1/sandbox/terms-unavailable'))
    const failingUs = usOffers.filter((offer) => areTermsUnavailable(offer.id))
    expect(failingUs.length).toBeGreaterThan(0)
    expect(offerIds.slice(0, failingUs.length).sort()).toEqual(failingUs.map((o) => o.id).sort())
  })

  it('answers terms of an unknown offer with 404', async () => {
    expect((await app.request('/dbs/v1/offers/nope/terms')).status).toBe(404)
  })
})
