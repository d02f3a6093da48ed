import { describe, expect, it } from 'vitest'
import { localeInfo, portalLocales, regionOfLocale, toPortalLocale } from './locales'

describe('portal locales', () => {
  it('has the twelve locales of the product', () => {
    expect(portalLocales).toHaveLength(12)
  })

  it.each([
    ['de-de', 'de-DE', 'DE', 'EUR', 'DEU'],
    ['de-at', 'de-AT', 'AT', 'EUR', 'DEU'],
    ['en-gb', 'en-GB', 'GB', 'GBP', 'GBR'],
    ['en-ie', 'en-IE', 'IE', 'EUR', 'DEU'],
    ['es-es', 'es-ES', 'ES', 'EUR', 'DEU'],
    ['fr-fr', 'fr-FR', 'FR', 'EUR', 'DEU'],
    ['nl-nl', 'nl-NL', 'NL', 'EUR', 'DEU'],
    ['pl-pl', 'pl-PL', 'PL', 'PLN', 'DEU'],
    ['fi-fi', 'fi-FI', 'FI', 'EUR', 'DEU'],
    ['it-it', 'it-IT', 'IT', 'EUR', 'DEU'],
    ['de-ch', 'de-CH', 'CH', 'CHF', 'DEU'],
    ['en-us', 'en-US', 'US', 'USD', 'USA'],
  ] as const)('%s: %s, %s, %s, %s', (locale, tag, country, currency, region) => {
    expect(localeInfo(locale)).toEqual({ locale, tag, country, currency, region })
    expect(regionOfLocale(locale)).toBe(region)
  })

  it.each([
    ['de-DE', 'de-de'],
    ['EN_gb', 'en-gb'],
    ['en-au', undefined],
    ['', undefined],
  ])('toPortalLocale(%s) is %s', (value, expected) => {
    expect(toPortalLocale(value)).toBe(expected)
  })
})
