import { filterOfferList, type OfferListFilter } from '@portal/api-clients'
import {
  displayedRateSortCases,
  marketCatalogueCases,
  termTabDisplayedRateCases,
} from '@portal/api-clients/contracts/offer-list-cases'
import type { Offer } from '@portal/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, type Database } from '../../db/database'
import { openTestDatabase } from '../../test-support/seeded-database'
import { listOffers } from './offer-list'

// The portal filters a loaded offer set in the browser with `filterOfferList`; it must list
// exactly what this service's SQL lists, in the same order.
let database: Database
let all: Offer[]

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  all = (await listOffers(database.orm, { pageSize: 1000 })).items
})
afterAll(() => closeDatabase(database))

const ids = (offers: readonly Offer[]) => offers.map((offer) => offer.id)

describe('in-memory offer list agrees with the service', () => {
  it.each<[string, OfferListFilter]>([
    ['default order', {}],
    ['term tab by name', { productType: 'term_deposit', sort: 'bank_name', order: 'asc' }],
    ['term tab by name desc', { productType: 'term_deposit', sort: 'bank_name', order: 'desc' }],
    ['rating desc', { sort: 'rating', order: 'desc' }],
    ['rating asc', { sort: 'rating', order: 'asc' }],
    ['rate asc', { sort: 'rate', order: 'asc' }],
    ['term asc (no term last)', { sort: 'term', order: 'asc' }],
    ['term desc (no term last)', { sort: 'term', order: 'desc' }],
    ['12 months', { productType: 'term_deposit', termMonths: 12 }],
    ['country and rating', { country: 'IT', minRating: 'A' }],
    ['amount', { amount: 10_000_00 }],
    ['huge amount', { amount: 999_999_999_00 }],
    ['flexgeld', { flexgeld: true }],
    ['not flexgeld', { productType: 'term_deposit', flexgeld: false }],
    ['foreign currency', { foreignCurrency: true, sort: 'term' }],
    ['overnight tab', { productType: 'overnight_deposit', offerProductType: 'OVERNIGHT' }],
    ['notice tab', { productType: 'notice_account', foreignCurrency: false }],
    ['USD', { currency: 'USD', sort: 'rate', order: 'desc' }],
  ])('%s', async (_name, filter) => {
    const fromService = await listOffers(database.orm, { ...filter, pageSize: 1000 })
    const inMemory = filterOfferList(all, filter)
    expect(inMemory.length).toBe(fromService.total)
    expect(ids(inMemory)).toEqual(ids(fromService.items))
  })

  it.each([...displayedRateSortCases, ...termTabDisplayedRateCases])(
    '$name',
    async ({ filter }) => {
      const fromService = await listOffers(database.orm, { ...filter, pageSize: 1000 })
      expect(ids(filterOfferList(all, filter))).toEqual(ids(fromService.items))
      const shown = fromService.items.map((offer) =>
        Number(filter.rateKind === 'nominal' ? offer.nominalRate : offer.effectiveRate),
      )
      const sign = filter.order === 'asc' ? 1 : -1
      const wrongWay = shown.findIndex(
        (rate, index) => index > 0 && sign * (rate - (shown[index - 1] ?? rate)) < 0,
      )
      expect(wrongWay).toBe(-1)
    },
  )

  it.each(marketCatalogueCases)('$name', async ({ filter }) => {
    const fromService = await listOffers(database.orm, { ...filter, pageSize: 1000 })
    const inMemory = filterOfferList(all, filter)
    expect(inMemory.length).toBe(fromService.total)
    expect(ids(inMemory)).toEqual(ids(fromService.items))
  })

  it('orders differently by nominal and effective rate (the seed tells them apart)', async () => {
    const nominal = await listOffers(database.orm, { rateKind: 'nominal', pageSize: 1000 })
    const effective = await listOffers(database.orm, { rateKind: 'effective', pageSize: 1000 })
    expect(ids(nominal.items)).not.toEqual(ids(effective.items))
  })

  it('covers offers of every kind the filters tell apart', () => {
    expect(all.length).toBeGreaterThan(500)
    expect(all.some((offer) => offer.termMonths === null)).toBe(true)
    expect(new Set(all.map((offer) => offer.bank.name)).size).toBeGreaterThan(30)
  })
})
