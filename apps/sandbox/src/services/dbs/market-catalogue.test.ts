import { depositsContract } from '@portal/api-clients/contracts/deposits'
import type { Offer } from '@portal/domain'
import { portalLocales } from '@portal/domain/locales'
import { cataloguePlace, marketOf } from '@portal/domain/markets'
import { marketOfCountry } from '@portal/domain/region'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, type Database } from '../../db/database'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp } from '../../test-support/test-app'

// Each market's catalogue over the seed, through the HTTP API the portal calls.
let database: Database
let app: Hono
let all: Offer[]

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  app = (await createTestApp(database)).app
  all = await offers('pageSize=1000')
})
afterAll(() => closeDatabase(database))

async function get(path: string) {
  const response = await app.request(`/dbs/v1${path}`)
  return { status: response.status, body: await response.json() }
}
async function offers(query: string): Promise<Offer[]> {
  const { body } = await get(`/offers?${query}`)
  return depositsContract.listOffers.response.parse(body).items
}
async function banks(query: string) {
  const { body } = await get(`/banks?${query}`)
  return depositsContract.listBanks.response.parse(body).items
}
const place = (market: (typeof portalLocales)[number], offer: Offer) =>
  cataloguePlace(marketOf(market), { currency: offer.currency, bankCountry: offer.country })

describe.each(portalLocales)('the %s catalogue', (market) => {
  const entry = marketOf(market)

  it('lists term deposits of its platform’s banks in its own currency only', async () => {
    const term = await offers(`market=${market}&productType=term_deposit&pageSize=1000`)
    expect(term.length).toBeGreaterThanOrEqual(10)
    for (const offer of term) {
      expect(offer.currency).toBe(entry.currency)
      expect(marketOfCountry(offer.country)).toBe(entry.region)
    }
    const expected = all.filter(
      (offer) => offer.productType === 'term_deposit' && place(market, offer) === 'home',
    )
    expect(term.map((offer) => offer.id).sort()).toEqual(expected.map((offer) => offer.id).sort())
  })

  it('lists a foreign currency only when the query names it', async () => {
    const foreign = await offers(`market=${market}&foreignCurrency=true&pageSize=1000`)
    const expected = all.filter((offer) => place(market, offer) === 'foreign')
    expect(foreign.map((offer) => offer.id).sort()).toEqual(expected.map((o) => o.id).sort())
    for (const currency of entry.foreignCurrencies) {
      const chosen = await offers(`market=${market}&currency=${currency}&pageSize=1000`)
      expect(chosen.length).toBeGreaterThan(0)
      expect(new Set(chosen.map((offer) => offer.currency))).toEqual(new Set([currency]))
    }
  })

  it('lists nothing in a currency it does not sell', async () => {
    // a seeded currency it does not sell; de-de and de-at sell every seeded one
    const sold = [entry.currency, ...entry.foreignCurrencies]
    const other = all.find((offer) => !sold.includes(offer.currency))?.currency ?? 'JPY'
    expect(await offers(`market=${market}&currency=${other}`)).toEqual([])
  })

  it('lists the banks with an offer in its own currency', async () => {
    const listed = await banks(`market=${market}`)
    const selling = new Set(
      all.filter((offer) => place(market, offer) === 'home').map((offer) => offer.bank.id),
    )
    expect(listed.map((bank) => bank.id).sort()).toEqual([...selling].sort())
  })
})

describe('the offer and bank of another market', () => {
  const first = (test: (offer: Offer) => boolean) => {
    const found = all.find(test)
    if (found === undefined) throw new Error('the seed has no such offer')
    return found
  }

  it.each([
    ['fr-fr', 'a Norwegian bank’s NOK offer', (o: Offer) => o.country === 'NO'],
    ['de-de', 'a UK offer', (o: Offer) => o.country === 'GB'],
    ['en-gb', 'a US offer', (o: Offer) => o.country === 'US'],
    [
      'en-us',
      'a European bank’s USD offer',
      (o: Offer) => o.country !== 'US' && o.currency === 'USD',
    ],
    ['de-ch', 'a euro offer', (o: Offer) => o.currency === 'EUR'],
  ] as const)('%s refuses %s with the reason', async (market, _what, test) => {
    const offer = first(test)
    const { status, body } = await get(`/offers/${offer.id}?market=${market}`)
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 'offerNotInMarket' })
    expect(body.message).toContain(`not sold in ${market}`)
    expect((await get(`/offers/${offer.id}/terms?market=${market}`)).body.code).toBe(
      'offerNotInMarket',
    )
  })

  it('answers an offer in a foreign currency the market sells, and without a market', async () => {
    const nok = first((o) => o.country === 'NO' && o.currency === 'NOK')
    expect((await get(`/offers/${nok.id}?market=de-at`)).body.id).toBe(nok.id)
    expect((await get(`/offers/${nok.id}`)).body.id).toBe(nok.id)
  })

  it('answers a bank only in a market that sells one of its offers', async () => {
    const uk = first((o) => o.country === 'GB').bank.slug
    expect((await get(`/banks/${uk}?market=de-de`)).body).toMatchObject({
      status: 404,
      code: 'bankNotInMarket',
    })
    expect((await get(`/banks/${uk}?market=en-gb`)).body.slug).toBe(uk)
    const norwegian = first((o) => o.country === 'NO').bank.slug
    expect((await get(`/banks/${norwegian}?market=de-de`)).body.slug).toBe(norwegian)
    expect((await get(`/banks/${norwegian}?market=fr-fr`)).status).toBe(404)
  })

  it('refuses an unknown market with 400', async () => {
    expect((await get('/offers?market=de-xx')).status).toBe(400)
    expect((await get('/banks?market=DE')).status).toBe(400)
  })
})

describe('tax at source', () => {
  it('is the market’s savers’ own: a Polish bank withholds from Poles, not by a treaty', async () => {
    const [polish] = await offers('market=pl-pl&productType=term_deposit&pageSize=1000').then(
      (list) => list.filter((offer) => offer.country === 'PL'),
    )
    if (polish === undefined) throw new Error('the seed has no Polish term deposit')
    const response = await app.request(`/dbs/v1/offers/${polish.id}?market=pl-pl`, {
      headers: { 'accept-language': 'pl-PL' },
    })
    const read = depositsContract.getOffer.response.parse(await response.json())
    expect(read.withholdingTax.rate).toBe('0.19')
    expect(read.withholdingTax.description).not.toMatch(/umowa o unikaniu/)
    expect(read.taxation).toBe('Podatek od odsetek pobiera bank jako płatnik.')
    const [italian] = all.filter((offer) => offer.country === 'IT' && offer.currency === 'EUR')
    if (italian === undefined) throw new Error('the seed has no Italian euro offer')
    const forGermans = await get(`/offers/${italian.id}?market=de-de`)
    expect(forGermans.body.withholdingTax.rate).toBe('0.05')
  })
})
