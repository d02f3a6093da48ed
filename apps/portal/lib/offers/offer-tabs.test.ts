import { portalLocales } from '@portal/domain/locales'
import { marketOf } from '@portal/domain/markets'
import { describe, expect, it } from 'vitest'
import {
  activatedTabsOf,
  marketTabs,
  offerTabs,
  productTabsOf,
  selectedTab,
  visibleTabs,
} from './offer-tabs'
import { promotionHref } from './promotion-links'

const all = [
  'term_deposit',
  'flexgeld',
  'overnight_deposit',
  'notice_account',
  'term_deposit_invest',
  'term_deposit_pension',
]

describe('visibleTabs', () => {
  it.each([
    [all, ['term', 'flexgeld', 'overnight', 'notice', 'invest', 'pension']],
    [
      ['notice_account', 'term_deposit'],
      ['term', 'notice'],
    ],
    [
      ['flexgeld_pension', 'overnight_deposit'],
      ['overnight', 'pension'],
    ],
    [['unknown_invest', 'term'], []],
    [[], []],
  ])('%j shows %j in the spec order', (activated, ids) => {
    expect(visibleTabs(activated).map((tab) => tab.id)).toEqual(ids)
  })

  it.each([[all, 'TERM FLEXGELD OVERNIGHT NOTICE INVEST PENSION']])(
    'labels are the message keys of spec section 2',
    (activated, labels) => {
      expect(
        visibleTabs(activated)
          .map((tab) => tab.label)
          .join(' '),
      ).toBe(labels)
    },
  )
})

describe('selectedTab', () => {
  it.each([
    [all, undefined, 'term'],
    [all, 'notice', 'notice'],
    [all, 'invest', 'term'],
    [['overnight_deposit', 'notice_account'], undefined, 'overnight'],
    [['overnight_deposit', 'notice_account'], 'term', 'overnight'],
    [['term_deposit_invest'], undefined, undefined],
  ] as const)('activated %j, requested %s → %s', (activated, requested, expected) => {
    expect(selectedTab(visibleTabs(activated), requested)).toBe(expected)
  })
})

describe('activatedTabsOf', () => {
  const config = { default: ['term_deposit'], 'de-de': all }
  it.each([
    ['de-de', all],
    ['en-gb', ['term_deposit']],
  ])('%s → %j', (locale, expected) => {
    expect(activatedTabsOf(config, locale)).toEqual(expected)
  })
})

describe('promotionHref (§2: under the German CMS base path, from every market and host)', () => {
  const siteOrigin = 'https://savings-portal.com'
  it.each([
    ['invest', 'nl-nl', false, '/de-de/vermoegensverwaltung'],
    ['pension', 'de-de', false, '/de-de/zinsportfolio'],
    ['pension', 'de-de', true, '/zinsportfolio'],
    ['invest', 'nl-nl', true, `${siteOrigin}/de-de/vermoegensverwaltung`],
  ] as const)('%s from %s (country host %s) → %s', (tab, locale, countryHost, href) => {
    expect(promotionHref(tab, { locale, countryHost, siteOrigin })).toBe(href)
  })
})

describe('marketTabs: configuration switches a market table tab off, never adds one', () => {
  it.each(portalLocales)('%s with every tab activated shows its own tabs', (locale) => {
    const ids = marketTabs(locale, all).map((tab) => tab.id)
    expect(ids.map((id) => all[offerTabs.findIndex((tab) => tab.id === id)])).toEqual(
      marketOf(locale).tabs,
    )
  })

  it.each([
    ['de-de', ['term_deposit', 'notice_account'], ['term', 'notice']],
    ['fr-fr', ['term_deposit', 'flexgeld', 'term_deposit_invest'], ['term']],
    ['nl-nl', all, ['term', 'overnight', 'notice', 'invest']],
    ['en-us', all, ['term']],
  ] as const)('%s with %j shows %j', (locale, activated, ids) => {
    expect(marketTabs(locale, activated).map((tab) => tab.id)).toEqual(ids)
  })
})

describe("productTabsOf: the products page (logged in) has the market's product tabs", () => {
  it.each([
    ['de-de', ['term_deposit', 'flexgeld', 'overnight_deposit', 'notice_account']],
    ['de-at', ['term_deposit', 'flexgeld', 'overnight_deposit', 'notice_account']],
    ['fr-fr', ['term_deposit', 'overnight_deposit', 'notice_account']],
    ['nl-nl', ['term_deposit', 'overnight_deposit', 'notice_account']],
    ['en-gb', ['term_deposit', 'overnight_deposit', 'notice_account']],
    ['en-us', ['term_deposit']],
  ] as const)('%s: %j', (locale, types) => {
    expect(productTabsOf(marketTabs(locale, all)).map((tab) => tab.activation)).toEqual(types)
  })

  it.each(portalLocales)('%s: every product tab of the market table, no other', (locale) => {
    const types = productTabsOf(marketTabs(locale, all)).map((tab) => tab.activation)
    expect(types).toEqual(marketOf(locale).tabs.filter((tab) => !/_(invest|pension)$/.test(tab)))
  })
})
