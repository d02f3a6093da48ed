import { describe, expect, it } from 'vitest'
import { offersSearch } from './offers-href'
import { type OffersTableState, parseOffersSearchParams } from './search-params'

const base = parseOffersSearchParams({}).state

describe('offersSearch', () => {
  it.each([
    [{}, ''],
    [{ page: 2 }, '?page=2'],
    [{ sort: 'bank_name', order: 'asc' }, '?sort=bank_name&order=asc'],
    [{ sort: 'rate', order: 'asc' }, '?sort=rate&order=asc'],
    [{ foreignCurrency: 'NOK', flexgeld: true }, '?fx=NOK&flex=1'],
    [{ compare: ['a', 'b'], more: 1 }, '?compare=a%2Cb&more=1'],
  ] satisfies [Partial<OffersTableState>, string][])('%j → %s', (change, search) => {
    expect(offersSearch(base, change)).toBe(search)
  })

  it('round-trips through the parser', () => {
    const search = '?term=12&country=IT&rating=AA&amount=5000&sort=net_rate&order=desc&page=3'
    const { state } = parseOffersSearchParams(Object.fromEntries(new URLSearchParams(search)))
    expect(offersSearch(state)).toBe(search)
  })
})
