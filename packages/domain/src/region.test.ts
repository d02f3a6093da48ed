import { describe, expect, it } from 'vitest'
import { marketOfCountry, platformCountries } from './region'

describe('marketOfCountry', () => {
  it.each([
    ['DE', 'DEU'],
    ['AT', 'DEU'],
    ['PL', 'DEU'],
    ['CH', 'DEU'],
    ['GB', 'GBR'],
    ['US', 'USA'],
  ])('%s belongs to %s', (country, market) => {
    expect(marketOfCountry(country)).toBe(market)
  })
})

describe('platformCountries', () => {
  it.each([
    ['DEU', { except: ['US', 'GB'] }],
    ['GBR', { only: ['GB'] }],
    ['USA', { only: ['US'] }],
  ] as const)('%s serves %j', (region, countries) => {
    expect(platformCountries(region)).toEqual(countries)
  })

  it('agrees with marketOfCountry', () => {
    for (const country of ['DE', 'PL', 'CH', 'NO', 'GB', 'US']) {
      const served = platformCountries(marketOfCountry(country))
      expect(
        'only' in served ? served.only.includes(country) : !served.except.includes(country),
      ).toBe(true)
    }
  })
})
