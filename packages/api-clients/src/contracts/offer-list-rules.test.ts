import { localeInfos } from '@portal/domain/locales'
import { describe, expect, it } from 'vitest'
import { OfferListQuery } from './deposits'
import { displayedRateSortCases } from './offer-list-cases'
import { displayedRateKind, filterOfferList, type OfferListFields } from './offer-list-rules'

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
