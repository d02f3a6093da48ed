import { creditRatings, type Offer } from '@portal/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, type Database } from '../../db/database'
import { openTestDatabase } from '../../test-support/seeded-database'
import { listOffers, type OfferListFilter } from './offer-list'

let database: Database
let all: Offer[]

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  all = (await listOffers(database.orm, { pageSize: 1000 })).items
})
afterAll(() => closeDatabase(database))

const list = (filter: OfferListFilter) => listOffers(database.orm, { pageSize: 1000, ...filter })
const rank = (offer: Offer) => creditRatings.indexOf(offer.bank.countryCreditRating)

describe('listOffers filters', () => {
  it.each<[string, OfferListFilter, (offer: Offer) => boolean]>([
    ['productType', { productType: 'notice_account' }, (o) => o.productType === 'notice_account'],
    [
      'offerProductType',
      { offerProductType: 'OVERNIGHT' },
      (o) => o.offerProductType === 'OVERNIGHT',
    ],
    ['termMonths', { termMonths: 12 }, (o) => o.termMonths === 12],
    ['country', { country: 'IT' }, (o) => o.country === 'IT'],
    ['minRating', { minRating: 'AA' }, (o) => rank(o) <= creditRatings.indexOf('AA')],
    [
      'amount',
      { amount: 500_000_00 },
      (o) => o.minAmount <= 500_000_00 && 500_000_00 <= o.maxAmount,
    ],
    ['currency', { currency: 'USD' }, (o) => o.currency === 'USD'],
    [
      'flexgeld',
      { flexgeld: true },
      (o) => o.productType === 'flexgeld' || o.labels.includes('flexgeld'),
    ],
    [
      'not flexgeld',
      { flexgeld: false },
      (o) => o.productType !== 'flexgeld' && !o.labels.includes('flexgeld'),
    ],
    [
      'foreignCurrency',
      { foreignCurrency: true },
      (o) => o.currency !== 'EUR' || o.productType === 'foreign_currency',
    ],
    [
      'not foreignCurrency',
      { foreignCurrency: false },
      (o) => o.currency === 'EUR' && o.productType !== 'foreign_currency',
    ],
  ])('filters by %s exactly like the rule', async (_name, filter, rule) => {
    const page = await list(filter)
    const expected = all.filter(rule)
    expect(expected.length).toBeGreaterThan(0)
    expect(page.total).toBe(expected.length)
    expect(new Set(page.items.map((o) => o.id))).toEqual(new Set(expected.map((o) => o.id)))
  })

  it('combines filters', async () => {
    const page = await list({
      productType: 'term_deposit',
      termMonths: 24,
      minRating: 'A',
      amount: 10_000_00,
    })
    for (const offer of page.items) {
      expect([offer.productType, offer.termMonths]).toEqual(['term_deposit', 24])
      expect(rank(offer)).toBeLessThanOrEqual(creditRatings.indexOf('A'))
    }
    expect(page.total).toBe(page.items.length)
  })
})

describe('listOffers sorting and paging', () => {
  const ids = (offers: Offer[]) => offers.map((offer) => offer.id)
  const byId = (a: Offer, b: Offer) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

  it.each<[OfferListFilter, (a: Offer, b: Offer) => number]>([
    [{ sort: 'rate', order: 'desc' }, (a, b) => Number(b.effectiveRate) - Number(a.effectiveRate)],
    [{ sort: 'rate', order: 'asc' }, (a, b) => Number(a.effectiveRate) - Number(b.effectiveRate)],
    [{ sort: 'rating', order: 'desc' }, (a, b) => rank(a) - rank(b)],
    [{ sort: 'rating', order: 'asc' }, (a, b) => rank(b) - rank(a)],
    [{ sort: 'term', order: 'asc' }, (a, b) => (a.termMonths ?? 1e9) - (b.termMonths ?? 1e9)],
    [{ sort: 'term', order: 'desc' }, (a, b) => (b.termMonths ?? -1) - (a.termMonths ?? -1)],
  ])('sorts by %o with ties broken by id', async (filter, compare) => {
    const expected = [...all].sort((a, b) => compare(a, b) || byId(a, b))
    const third = await listOffers(database.orm, { ...filter, page: 3, pageSize: 50 })
    expect(ids(third.items)).toEqual(ids(expected.slice(100, 150)))
    const last = await listOffers(database.orm, { ...filter, page: 8, pageSize: 100 })
    expect(ids(last.items)).toEqual(ids(expected.slice(700, 800)))
  })

  it('sorts by bank name', async () => {
    const page = await listOffers(database.orm, { sort: 'bank_name', order: 'desc', pageSize: 200 })
    const names = page.items.map((o) => o.bank.name).reverse()
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('pages with a default size of 20 and a stable order', async () => {
    const first = await listOffers(database.orm, {})
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: all.length })
    expect(first.items).toHaveLength(20)
    const second = await listOffers(database.orm, { page: 2 })
    expect(ids(second.items)).toEqual(ids(all.slice(20, 40)))
    const beyond = await listOffers(database.orm, { page: 1000 })
    expect(beyond).toMatchObject({ items: [], total: all.length, page: 1000 })
  })
})
