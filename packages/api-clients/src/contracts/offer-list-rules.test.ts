import { localeInfos } from '@portal/domain/locales'
import { describe, expect, it } from 'vitest'
import { OfferListQuery } from './deposits'
import { displayedRateSortCases } from './offer-list-cases'
import {
  displayedRateKind,
  filterOfferList,
  isSoldIn,
  type OfferListFields,
  type OfferListFilter,
} from './offer-list-rules'

// The case: in Germany the table shows the nominal rate, the effective one is higher for
// offers that compound; ordering by the effective rate read 4.62 %, 4.59 %, 4.64 % …
function offer(id: string, nominalRate: string, effectiveRate: string): OfferListFields {
  return {
    id,
    productType: 'term_deposit',
    offerProductType: 'TERM',
    country: 'IT',
    termMonths: 12,
    nominalRate,
    effectiveRate,
    currency: 'EUR',
    minAmount: 0,
    maxAmount: 100_000_00,
    labels: [],
    bank: { name: id, countryCreditRating: 'A' },
  }
}
const offers = [
  offer('a', '0.0462', '0.0472'),
  offer('b', '0.0459', '0.0470'),
  offer('c', '0.0464', '0.0464'),
  offer('d', '0.0459', '0.0459'),
]

describe('displayedRateKind (spec §9)', () => {
  it.each([
    ['DE', 'nominal'],
    ['AT', 'nominal'],
    ['NL', 'nominal'],
    ['FR', 'effective'],
    ['GB', 'effective'],
    ['ES', 'effective'],
    ['US', 'effective'],
    ['IE', 'effective'],
  ])('%s shows and sorts by the %s rate', (country, kind) => {
    expect(displayedRateKind(country)).toBe(kind)
  })
})

describe('sort=rate follows the displayed rate', () => {
  it.each([
    ['nominal', 'desc', ['c', 'a', 'b', 'd']],
    ['nominal', 'asc', ['b', 'd', 'a', 'c']],
    ['effective', 'desc', ['a', 'b', 'c', 'd']],
    ['effective', 'asc', ['d', 'c', 'b', 'a']],
  ] as const)('%s %s', (rateKind, order, expected) => {
    const listed = filterOfferList(offers, { sort: 'rate', order, rateKind })
    expect(listed.map((row) => row.id)).toEqual(expected)
  })

  it('orders by the effective rate when the query names no kind (the service’s default)', () => {
    expect(filterOfferList(offers, { sort: 'rate', order: 'desc' }).map((row) => row.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })

  it.each(displayedRateSortCases)('$name: the shown column never goes the wrong way', (c) => {
    const country = localeInfos[c.market ?? 'de-de'].country
    const kind = displayedRateKind(country)
    const shown = filterOfferList(offers, c.filter).map((row) =>
      Number(kind === 'nominal' ? row.nominalRate : row.effectiveRate),
    )
    const sign = c.filter.order === 'asc' ? 1 : -1
    for (let i = 1; i < shown.length; i++) {
      expect(sign * ((shown[i] ?? 0) - (shown[i - 1] ?? 0))).toBeGreaterThanOrEqual(0)
    }
  })

  it('reads rateKind from the query string and refuses other kinds', () => {
    expect(OfferListQuery.parse({ rateKind: 'nominal' }).rateKind).toBe('nominal')
    expect(OfferListQuery.safeParse({ rateKind: 'net' }).success).toBe(false)
  })
})

// One offer per kind of place in the catalogues: the id names currency and bank country.
const catalogue = [
  ['EUR', 'DE'],
  ['EUR', 'IT'],
  ['NOK', 'NO'],
  ['USD', 'DE'],
  ['PLN', 'PL'],
  ['CHF', 'CH'],
  ['GBP', 'GB'],
  ['USD', 'US'],
].map(([currency = '', country = '']) => ({
  ...offer(`${currency}-${country}`, '0.03', '0.03'),
  currency,
  country,
}))
const listed = (filter: OfferListFilter) =>
  filterOfferList(catalogue, { ...filter, sort: 'bank_name' })
    .map((row) => row.id)
    .sort()

describe('the market filter', () => {
  it.each<[string, OfferListFilter, string[]]>([
    ['de-de: its own currency by default', { market: 'de-de' }, ['EUR-DE', 'EUR-IT']],
    ['fr-fr: the same euro catalogue', { market: 'fr-fr' }, ['EUR-DE', 'EUR-IT']],
    ['de-de: NOK when chosen', { market: 'de-de', currency: 'NOK' }, ['NOK-NO']],
    ['de-de: a German bank’s USD deposit', { market: 'de-de', currency: 'USD' }, ['USD-DE']],
    [
      'de-at: all its foreign currencies',
      { market: 'de-at', foreignCurrency: true },
      ['CHF-CH', 'NOK-NO', 'PLN-PL', 'USD-DE'],
    ],
    ['de-de: own currency only', { market: 'de-de', foreignCurrency: false }, ['EUR-DE', 'EUR-IT']],
    ['fr-fr: NOK is not sold (nothing)', { market: 'fr-fr', currency: 'NOK' }, []],
    ['fr-fr: no foreign currencies', { market: 'fr-fr', foreignCurrency: true }, []],
    ['de-de: a currency of another platform', { market: 'de-de', currency: 'GBP' }, []],
    ['en-gb: GBP of UK banks', { market: 'en-gb' }, ['GBP-GB']],
    ['en-gb: no euro', { market: 'en-gb', currency: 'EUR' }, []],
    ['en-us: USD of US banks only', { market: 'en-us' }, ['USD-US']],
    ['de-ch: CHF', { market: 'de-ch' }, ['CHF-CH']],
    ['pl-pl: PLN', { market: 'pl-pl' }, ['PLN-PL']],
    ['pl-pl: EUR is not sold', { market: 'pl-pl', currency: 'EUR' }, []],
    ['no market: everything', {}, catalogue.map((row) => row.id).sort()],
    ['no market: foreign means not EUR', { foreignCurrency: false }, ['EUR-DE', 'EUR-IT']],
  ])('%s', (_name, filter, ids) => {
    expect(listed(filter)).toEqual(ids)
  })

  it.each([
    ['de-de', 'NOK-NO', true],
    ['de-de', 'GBP-GB', false],
    ['fr-fr', 'NOK-NO', false],
    ['pl-pl', 'PLN-PL', true],
    ['en-us', 'USD-DE', false],
  ] as const)('%s sells %s: %s', (market, id, sold) => {
    const row = catalogue.find((candidate) => candidate.id === id)
    expect(row && isSoldIn(market, row)).toBe(sold)
  })

  it('reads the market from the query string and refuses an unknown one', () => {
    expect(OfferListQuery.parse({ market: 'de-ch', currency: 'CHF' })).toMatchObject({
      market: 'de-ch',
      currency: 'CHF',
    })
    expect(OfferListQuery.safeParse({ market: 'de-xx' }).success).toBe(false)
  })
})
