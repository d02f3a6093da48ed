import { Bank, Offer } from '@portal/domain'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, type Database } from '../../db/database'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp } from '../../test-support/test-app'
import { textsIn } from '../../texts/catalogues'

let database: Database
let app: Hono
beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  app = (await createTestApp(database)).app
})
afterAll(() => closeDatabase(database))

async function get(path: string, acceptLanguage?: string) {
  const headers: Record<string, string> = acceptLanguage
    ? { 'accept-language': acceptLanguage }
    : {}
  return (await app.request(path, { headers })).json()
}

describe('the marketplace in the language the portal asks for', () => {
  it('writes an offer’s details in the Accept-Language, the market’s language otherwise', async () => {
    const { items } = await get('/dbs/v1/offers?productType=term_deposit&pageSize=1')
    const id = Offer.parse(items[0]).id
    const fixed = (language: 'fi' | 'de' | 'en') => textsIn(language).offers.earlyTermination.fixed
    expect(
      Offer.parse(await get(`/dbs/v1/offers/${id}`, 'fi-FI')).earlyTermination.description,
    ).toBe(fixed('fi'))
    for (const header of ['sv-SE', 'garbage;;q=x', undefined]) {
      const offer = Offer.parse(await get(`/dbs/v1/offers/${id}`, header))
      expect(offer.earlyTermination.description).toBe(fixed('de'))
    }
    const listed = await get('/dbs/v1/offers?productType=term_deposit&pageSize=3', 'en-GB')
    for (const item of listed.items) {
      expect(Offer.parse(item).productInformationSheet?.title).toBe('Product information sheet')
    }
  })

  it('writes an offer’s costs for Swiss German readers with ss, for German ones with ß', async () => {
    const { items } = await get('/dbs/v1/offers?pageSize=1000', 'en-GB')
    const withFees = items
      .map((item: unknown) => Offer.parse(item))
      .find((offer: Offer) => offer.costs === textsIn('en').offers.costs.noFees)
    expect(withFees).toBeDefined()
    const costs = async (header: string) =>
      Offer.parse(await get(`/dbs/v1/offers/${withFees?.id}`, header)).costs
    expect(await costs('de-CH')).toBe('Keine Gebühren für Eröffnung, Führung oder Schliessung.')
    expect(await costs('de-DE')).toBe('Keine Gebühren für Eröffnung, Führung oder Schließung.')
  })

  it('writes a bank’s descriptions in the Accept-Language', async () => {
    const { items } = await get('/dbs/v1/banks', 'nl')
    const bank = Bank.parse(items[0])
    const one = Bank.parse(await get(`/dbs/v1/banks/${bank.slug}`, 'nl-NL'))
    expect(one.descriptions.find((d) => d.id === 'deposit_insurance_description')?.value).toMatch(
      /^<p>Tegoeden zijn beschermd door het/,
    )
    expect(one.documents[0]?.title).toBe('Productinformatieblad')
  })
})
