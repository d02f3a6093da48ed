import { describe, expect, it } from 'vitest'
import { showsEffectiveRate } from './format'
import { localeInfo, portalLocales } from './locales'
import {
  accountSchemeOfResidence,
  cataloguePlace,
  marketOf,
  marketOfResidence,
  markets,
  marketsSelling,
  marketsWithTab,
  productTypeIn,
  sellsBanksOf,
  sellsCurrency,
  servedLanguages,
  spelledFor,
  switchedOnTabs,
} from './markets'

const product = ['term_deposit', 'overnight_deposit', 'notice_account']
const german = ['term_deposit', 'flexgeld', 'overnight_deposit', 'notice_account']

describe('the market table', () => {
  it('has a row for each of the twelve locales', () => {
    expect(Object.keys(markets).sort()).toEqual([...portalLocales].sort())
  })

  it.each([
    // locale, language, Intl tag, currency, rate shown, tabs, investments, retirement, guarantee
    [
      'de-de',
      'de',
      'de-DE',
      'EUR',
      'nominal',
      [...german, 'term_deposit_invest', 'term_deposit_pension'],
      true,
      true,
      'euDirective',
    ],
    ['de-at', 'de', 'de-AT', 'EUR', 'nominal', german, false, false, 'euDirective'],
    ['en-gb', 'en', 'en-GB', 'GBP', 'effective', product, false, false, 'GB'],
    ['en-ie', 'en', 'en-IE', 'EUR', 'effective', product, false, false, 'euDirective'],
    ['es-es', 'es', 'es-ES', 'EUR', 'effective', product, false, false, 'euDirective'],
    ['fr-fr', 'fr', 'fr-FR', 'EUR', 'effective', product, false, false, 'euDirective'],
    [
      'nl-nl',
      'nl',
      'nl-NL',
      'EUR',
      'nominal',
      [...product, 'term_deposit_invest'],
      true,
      false,
      'euDirective',
    ],
    ['pl-pl', 'pl', 'pl-PL', 'PLN', 'nominal', product, false, false, 'PL'],
    ['fi-fi', 'fi', 'fi-FI', 'EUR', 'nominal', product, false, false, 'euDirective'],
    ['it-it', 'it', 'it-IT', 'EUR', 'nominal', product, false, false, 'euDirective'],
    ['de-ch', 'de', 'de-CH', 'CHF', 'nominal', product, false, false, 'CH'],
    ['en-us', 'en', 'en-US', 'USD', 'effective', ['term_deposit'], false, false, 'US'],
  ] as const)(
    '%s: %s, %s, %s, %s rate',
    (locale, language, intlTag, currency, rateShown, tabs, investments, retirement, guarantee) => {
      const entry = marketOf(locale)
      expect(entry).toMatchObject({
        language,
        intlTag,
        currency,
        rateShown,
        investments,
        retirement,
      })
      expect(entry.tabs).toEqual(tabs)
      expect(entry.guarantee.kind === 'euDirective' ? 'euDirective' : entry.guarantee.country).toBe(
        guarantee,
      )
      expect(entry.taxResidence).toBe(locale.slice(3).toUpperCase())
      // the locale table and the rate rule read the same row
      expect(localeInfo(locale)).toMatchObject({ tag: intlTag, currency, country: entry.country })
      expect(showsEffectiveRate(entry.country)).toBe(rateShown === 'effective')
    },
  )

  it.each([
    // locale, platform, currencies sold (home first)
    ['de-de', 'DEU', 'EUR USD GBP CHF SEK NOK DKK AUD CAD PLN'],
    ['de-at', 'DEU', 'EUR USD GBP CHF SEK NOK DKK AUD CAD PLN'],
    ['en-gb', 'GBR', 'GBP'],
    ['en-ie', 'DEU', 'EUR'],
    ['es-es', 'DEU', 'EUR'],
    ['fr-fr', 'DEU', 'EUR'],
    ['nl-nl', 'DEU', 'EUR'],
    ['pl-pl', 'DEU', 'PLN'],
    ['fi-fi', 'DEU', 'EUR'],
    ['it-it', 'DEU', 'EUR'],
    ['de-ch', 'DEU', 'CHF'],
    ['en-us', 'USA', 'USD'],
  ] as const)('%s is served by %s and sells %s', (locale, region, currencies) => {
    const entry = marketOf(locale)
    expect(entry.region).toBe(region)
    expect([entry.currency, ...entry.foreignCurrencies].join(' ')).toBe(currencies)
  })

  it.each([
    ['de-ch', 'Schliessung an der Beispielstrasse'],
    ['de-de', 'Schließung an der Beispielstraße'],
    ['de-at', 'Schließung an der Beispielstraße'],
  ] as const)('%s spells its texts: %s', (locale, spelled) => {
    expect(spelledFor(marketOf(locale), 'Schließung an der Beispielstraße')).toBe(spelled)
  })

  it('writes ß everywhere but in Switzerland', () => {
    const without = Object.values(markets).filter((entry) => !entry.writesEszett)
    expect(without.map((entry) => entry.locale)).toEqual(['de-ch'])
  })

  it('shows promotions only where the product exists', () => {
    for (const entry of Object.values(markets)) {
      expect(entry.tabs.includes('term_deposit_invest')).toBe(entry.investments)
      expect(entry.tabs.includes('term_deposit_pension')).toBe(entry.retirement)
    }
  })

  it('pays its refer-a-friend bonus in whole minor units of its own currency', () => {
    for (const entry of Object.values(markets)) {
      if (entry.referralBonus === null) continue
      expect(entry.referralBonus.currency).toBe(entry.currency)
      expect(Number.isSafeInteger(entry.referralBonus.amount)).toBe(true)
      expect(entry.referralBonus.amount).toBeGreaterThan(0)
    }
    // every market shows the refer-a-friend page, so every market runs the programme
    expect(Object.values(markets).filter((entry) => entry.referralBonus === null)).toEqual([])
    expect(marketOf('de-de').referralBonus).toEqual({ amount: 5_000, currency: 'EUR' })
    expect(marketOf('pl-pl').referralBonus).toEqual({ amount: 20_000, currency: 'PLN' })
  })

  it.each([
    // locale, account scheme of its customers' reference and settlement accounts
    ['de-de', 'iban'],
    ['de-at', 'iban'],
    ['en-gb', 'iban'],
    ['en-ie', 'iban'],
    ['es-es', 'iban'],
    ['fr-fr', 'iban'],
    ['nl-nl', 'iban'],
    ['pl-pl', 'iban'],
    ['fi-fi', 'iban'],
    ['it-it', 'iban'],
    ['de-ch', 'iban'],
    ['en-us', 'aba'],
  ] as const)('%s names accounts by %s', (locale, scheme) => {
    expect(marketOf(locale).accountScheme).toBe(scheme)
    expect(accountSchemeOfResidence(marketOf(locale).country)).toBe(scheme)
  })

  it('names accounts by IBAN for a residence outside the twelve markets', () => {
    expect(accountSchemeOfResidence('BR')).toBe('iban')
  })

  it('serves eight languages, German and English first', () => {
    expect(servedLanguages()).toEqual(['de', 'en', 'es', 'fr', 'nl', 'pl', 'fi', 'it'])
  })

  it('sells foreign currencies only in the German-speaking euro markets', () => {
    const selling = Object.values(markets).filter((entry) => entry.foreignCurrencies.length > 0)
    expect(selling.map((entry) => entry.locale)).toEqual(['de-de', 'de-at'])
    expect(sellsCurrency(marketOf('de-de'), 'NOK')).toBe(true)
    expect(sellsCurrency(marketOf('fr-fr'), 'NOK')).toBe(false)
    expect(sellsCurrency(marketOf('de-ch'), 'CHF')).toBe(true)
    expect(sellsCurrency(marketOf('de-ch'), 'EUR')).toBe(false)
  })
})

describe('cataloguePlace', () => {
  it.each([
    // market, offer currency, bank country, place
    ['de-de', 'EUR', 'DE', 'home'],
    ['de-de', 'EUR', 'FR', 'home'],
    ['de-de', 'NOK', 'NO', 'foreign'],
    ['de-de', 'USD', 'DE', 'foreign'],
    ['de-de', 'GBP', 'GB', undefined],
    ['de-de', 'USD', 'US', undefined],
    ['de-at', 'PLN', 'AT', 'foreign'],
    ['fr-fr', 'EUR', 'IT', 'home'],
    ['fr-fr', 'NOK', 'NO', undefined],
    ['en-gb', 'GBP', 'GB', 'home'],
    ['en-gb', 'EUR', 'DE', undefined],
    ['en-us', 'USD', 'US', 'home'],
    ['en-us', 'USD', 'DE', undefined],
    ['de-ch', 'CHF', 'CH', 'home'],
    ['de-ch', 'EUR', 'DE', undefined],
    ['pl-pl', 'PLN', 'PL', 'home'],
    ['pl-pl', 'EUR', 'PL', undefined],
  ] as const)('%s sells a %s offer of a bank in %s: %s', (locale, currency, bankCountry, place) => {
    expect(cataloguePlace(marketOf(locale), { currency, bankCountry })).toBe(place)
  })
})

describe('productTypeIn', () => {
  it.each([
    // market, product type, currency, term months, what it is to the market's savers
    ['pl-pl', 'foreign_currency', 'PLN', 3, 'term_deposit'],
    ['de-ch', 'foreign_currency', 'CHF', null, 'overnight_deposit'],
    ['de-de', 'foreign_currency', 'NOK', 12, 'foreign_currency'],
    ['de-at', 'foreign_currency', 'PLN', 6, 'foreign_currency'],
    ['pl-pl', 'term_deposit', 'PLN', 12, 'term_deposit'],
    ['de-de', 'notice_account', 'EUR', null, 'notice_account'],
  ] as const)(
    '%s: a %s in %s (%s months) is a %s',
    (locale, productType, currency, termMonths, shown) => {
      expect(productTypeIn(marketOf(locale), { productType, currency, termMonths })).toBe(shown)
    },
  )
})

describe('marketsSelling', () => {
  it.each([
    // offer currency, bank country, the markets that sell it
    ['EUR', 'IT', 'de-de de-at en-ie es-es fr-fr nl-nl fi-fi it-it'],
    ['NOK', 'NO', 'de-de de-at'],
    ['PLN', 'PL', 'de-de de-at pl-pl'],
    ['CHF', 'CH', 'de-de de-at de-ch'],
    ['GBP', 'GB', 'en-gb'],
    ['USD', 'US', 'en-us'],
    ['USD', 'DE', 'de-de de-at'],
    ['JPY', 'DE', ''],
  ] as const)('a %s offer of a bank in %s: %s', (currency, bankCountry, locales) => {
    const selling = marketsSelling({ currency, bankCountry }).map((entry) => entry.locale)
    expect(selling.join(' ')).toBe(locales)
  })
})

describe('marketsWithTab', () => {
  it('lists every market but the US for overnight and notice deposits, all for term deposits', () => {
    const others = portalLocales.filter((locale) => locale !== 'en-us')
    expect(marketsWithTab('overnight_deposit')).toEqual(others)
    expect(marketsWithTab('notice_account')).toEqual(others)
    expect(marketsWithTab('term_deposit')).toHaveLength(12)
    expect(marketsWithTab('flexgeld')).toEqual(['de-de', 'de-at'])
  })
})

describe('sellsBanksOf', () => {
  it.each([
    // market, bank countries its catalogue can hold, countries it cannot
    ['de-de', 'DE IT PL CH NO', 'US GB'],
    ['es-es', 'ES FR', 'US GB'],
    ['en-gb', 'GB', 'US DE IE'],
    ['en-us', 'US', 'GB DE'],
  ] as const)('%s: banks of %s, never of %s', (locale, sold, unsold) => {
    const market = marketOf(locale)
    for (const country of sold.split(' ')) expect(sellsBanksOf(market, country)).toBe(true)
    for (const country of unsold.split(' ')) expect(sellsBanksOf(market, country)).toBe(false)
  })
})

describe('marketOfResidence', () => {
  it.each([
    ['DE', 'de-de'],
    ['at', 'de-at'],
    ['GB', 'en-gb'],
    ['CH', 'de-ch'],
    ['US', 'en-us'],
    ['BE', undefined],
  ] as const)('a customer living in %s belongs to %s', (country, locale) => {
    expect(marketOfResidence(country)?.locale).toBe(locale)
  })
})

describe('switchedOnTabs', () => {
  const everything = [
    'term_deposit',
    'flexgeld',
    'overnight_deposit',
    'notice_account',
    'term_deposit_invest',
    'term_deposit_pension',
  ]

  it.each([
    // locale, activation list, tabs left on
    ['de-de', everything, everything],
    ['nl-nl', everything, [...product, 'term_deposit_invest']],
    ['fr-fr', everything, product],
    ['en-us', everything, ['term_deposit']],
    ['de-de', ['term_deposit', 'notice_account'], ['term_deposit', 'notice_account']],
    [
      'de-de',
      ['flexgeld_invest', 'overnight_deposit'],
      ['overnight_deposit', 'term_deposit_invest'],
    ],
    ['de-de', ['savings_pension', 'term_deposit'], ['term_deposit']],
    ['en-gb', [], []],
  ] as const)('%s with %j shows %j', (locale, activated, shown) => {
    expect(switchedOnTabs(marketOf(locale), activated)).toEqual(shown)
  })
})
