import { describe, expect, it } from 'vitest'
import type { OfferSummary } from './offer-summary'
import type { ProductTabId } from './offer-tabs'
import { offersViewOf } from './offers-view'
import { parseOffersSearchParams } from './search-params'

function summary(index: number, change: Partial<OfferSummary> = {}): OfferSummary {
  return {
    id: `o-${String(index).padStart(3, '0')}`,
    productType: 'term_deposit',
    offerProductType: 'TERM',
    bank: {
      id: `b-${index % 5}`,
      slug: `bank-${index % 5}`,
      name: `Bank ${index % 5}`,
      countryCode: index % 2 ? 'IT' : 'FR',
      countryCreditRating: index % 2 ? 'BBB' : 'AA',
      logoUrl: '/assets/banks/x/logo.svg',
    },
    country: index % 2 ? 'IT' : 'FR',
    termMonths: [12, 24][index % 2] ?? 12,
    nominalRate: (0.01 + index / 10_000).toFixed(4),
    effectiveRate: (0.01 + index / 10_000).toFixed(4),
    availability: 'AVAILABLE',
    interestPayout: 'ANNUAL',
    currency: 'EUR',
    minAmount: 1_000_00,
    maxAmount: 100_000_00,
    labels: [],
    withholdingTax: { rate: index % 2 ? '0.26' : '0' },
    ...change,
  } as OfferSummary
}

const offers = [
  ...Array.from({ length: 45 }, (_, index) => summary(index)),
  summary(90, { productType: 'notice_account', termMonths: null }),
]
const localeOf = { DE: 'de-de', FR: 'fr-fr', IE: 'en-ie' } as const
const view = (
  search: string,
  list: OfferSummary[] = offers,
  country: keyof typeof localeOf = 'DE',
  tab: ProductTabId = 'term',
) =>
  offersViewOf(
    list,
    tab,
    parseOffersSearchParams(Object.fromEntries(new URLSearchParams(search))).state,
    { locale: localeOf[country], country, currency: 'EUR' },
    'DE',
  )

describe('offersViewOf sorts by the rate the market shows (§9)', () => {
  // compounding offers: the effective rate is higher than the nominal one, by different amounts
  const rates = [
    summary(1, { id: 'a', nominalRate: '0.0462', effectiveRate: '0.0472' }),
    summary(2, { id: 'b', nominalRate: '0.0459', effectiveRate: '0.0470' }),
    summary(3, { id: 'c', nominalRate: '0.0464', effectiveRate: '0.0464' }),
  ]
  it.each([
    ['DE', 'sort=rate&order=desc', ['c', 'a', 'b']],
    ['DE', 'sort=rate&order=asc', ['b', 'a', 'c']],
    ['DE', '', ['c', 'a', 'b']],
    ['FR', 'sort=rate&order=desc', ['a', 'b', 'c']],
    ['IE', 'sort=rate&order=asc', ['c', 'b', 'a']],
  ] as const)('%s ?%s', (country, search, expected) => {
    expect(view(search, rates, country).offers.map((offer) => offer.id)).toEqual([...expected])
  })
})

describe('offersViewOf', () => {
  it('lists the tab’s offers best rate first, 20 per page', () => {
    const shown = view('')
    expect(shown.total).toBe(45)
    expect(shown.offers).toHaveLength(20)
    expect(shown.offers[0]?.id).toBe('o-044')
    expect(shown.pageCount).toBe(3)
  })

  it('applies the filters the tab shows', () => {
    const shown = view('term=24&country=IT&rating=BBB&amount=5000')
    expect(shown.total).toBe(22)
    expect(shown.offers.every((offer) => offer.termMonths === 24)).toBe(true)
    expect(view('rating=AA').offers.every((offer) => offer.bank.countryCreditRating === 'AA')).toBe(
      true,
    )
    expect(view('amount=500').total).toBe(0)
  })

  it('notes a filter the tab hides and does not apply it', () => {
    const shown = view('fx=NOK')
    expect(shown.notes).toEqual([{ param: 'fx', reason: 'hidden' }])
    expect(shown.total).toBe(45)
  })

  describe('the market’s currency, and a foreign one only when chosen', () => {
    const notice = [
      summary(91, { productType: 'notice_account', termMonths: null }),
      summary(92, { productType: 'notice_account', termMonths: null, currency: 'NOK' }),
      summary(93, { productType: 'notice_account', termMonths: null, currency: 'USD' }),
    ]
    const currencies = (search: string, country: keyof typeof localeOf = 'DE') =>
      view(search, notice, country, 'notice').offers.map((offer) => offer.currency)

    it.each([
      ['DE', '', ['EUR'], []],
      ['DE', 'fx=NOK', ['NOK'], []],
      ['DE', 'fx=usd', ['USD'], []],
      ['DE', 'fx=JPY', ['EUR'], [{ param: 'fx', reason: 'ignored' }]],
      ['DE', 'fx=EUR', ['EUR'], [{ param: 'fx', reason: 'ignored' }]],
      ['FR', '', ['EUR'], []],
      ['FR', 'fx=NOK', ['EUR'], [{ param: 'fx', reason: 'hidden' }]],
    ] as const)('%s notice tab ?%s lists %j', (country, search, listed, notes) => {
      expect(currencies(search, country)).toEqual(listed)
      expect(view(search, notice, country, 'notice').notes).toEqual(notes)
    })
  })

  it('sorts by the net rate for the residence', () => {
    const rates = view('sort=net_rate&order=desc').offers.map((offer) => Number(offer.netRate))
    expect(rates).toEqual([...rates].sort((a, b) => b - a))
    expect(rates[0]).toBeCloseTo(0.0144)
  })

  it('shows more pages after load more and clamps a page past the end', () => {
    expect(view('more=1').offers).toHaveLength(40)
    const clamped = view('page=9')
    expect(clamped.page).toBe(3)
    expect(clamped.offers).toHaveLength(5)
    expect(clamped.notes).toEqual([{ param: 'page', reason: 'pageClamped' }])
  })
})
