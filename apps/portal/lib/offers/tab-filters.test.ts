import { portalLocales } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import { type OfferFilter, showsFilter, tabFilterRules } from './tab-filters'

// Spec section 4, "Tab filters", one row per sentence (in de-de, which sells foreign currencies).
describe('tabFilterRules', () => {
  it.each([
    ['term', 'type term deposit', { productType: 'term_deposit' }],
    [
      'overnight',
      'type overnight; separates notice accounts from overnight offers',
      { productType: 'overnight_deposit', offerProductType: 'OVERNIGHT' },
    ],
    ['notice', 'type notice', { productType: 'notice_account' }],
    ['flexgeld', 'uses the configuration unchanged (Flexgeld offers)', { flexgeld: 'true' }],
  ] as const)('%s tab: %s', (tab, _spec, query) => {
    expect(tabFilterRules(tab, 'de-de').query).toEqual(query)
  })

  it.each([
    ['term', 'flexgeld', false, 'hides Flexgeld-only filter'],
    ['term', 'foreignCurrency', false, 'hides foreign-currency filter'],
    ['term', 'amount', true, 'shows investment amount filter'],
    ['term', 'term', true, 'configuration unchanged otherwise'],
    ['term', 'country', true, 'configuration unchanged otherwise'],
    ['term', 'rating', true, 'configuration unchanged otherwise'],
    ['overnight', 'foreignCurrency', false, 'hides foreign-currency filter'],
    ['overnight', 'flexgeld', false, 'hides Flexgeld filter'],
    ['overnight', 'amount', true, 'shows investment amount filter'],
    ['overnight', 'country', true, 'configuration unchanged otherwise'],
    ['overnight', 'rating', true, 'configuration unchanged otherwise'],
    ['notice', 'foreignCurrency', true, 'shows foreign-currency filter'],
    ['notice', 'term', false, 'hides term filter'],
    ['notice', 'flexgeld', false, 'hides Flexgeld filter'],
    ['notice', 'rating', false, 'hides country credit rating filter'],
    ['notice', 'amount', true, 'shows investment amount filter'],
    ['notice', 'country', true, 'configuration unchanged otherwise'],
    ['flexgeld', 'term', true, 'uses the configuration unchanged'],
    ['flexgeld', 'country', true, 'uses the configuration unchanged'],
    ['flexgeld', 'rating', true, 'uses the configuration unchanged'],
    ['flexgeld', 'amount', true, 'uses the configuration unchanged'],
    ['flexgeld', 'foreignCurrency', true, 'uses the configuration unchanged'],
    ['flexgeld', 'flexgeld', true, 'uses the configuration unchanged'],
  ] as const)('%s tab, %s filter shown: %s (%s)', (tab, filter, shown, _spec) => {
    expect(showsFilter(tabFilterRules(tab, 'de-de'), filter as OfferFilter)).toBe(shown)
  })
})

describe('the foreign-currency filter per market', () => {
  const sellsForeign = ['de-de', 'de-at']
  it.each(
    portalLocales.flatMap((market) =>
      (['notice', 'flexgeld', 'term', 'overnight'] as const).map((tab) => [market, tab] as const),
    ),
  )('%s, %s tab', (market, tab) => {
    const rules = tabFilterRules(tab, market)
    const shown = sellsForeign.includes(market) && (tab === 'notice' || tab === 'flexgeld')
    expect(showsFilter(rules, 'foreignCurrency')).toBe(shown)
    expect(rules.foreignCurrencies).toEqual(shown ? marketOf(market).foreignCurrencies : [])
    expect(rules.foreignCurrencies).not.toContain(marketOf(market).currency)
  })
})
