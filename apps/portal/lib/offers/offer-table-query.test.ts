import { localeInfos } from '@portal/domain/locales'
import { describe, expect, it } from 'vitest'
import { bankCountriesIn } from './filter-options'
import { offerTableQuery } from './offer-table-query'
import { parseOffersSearchParams } from './search-params'

describe('the country filter of a market', () => {
  it.each([
    // market, a country its filter lists, countries it never lists
    ['de-de', 'IT', ['US', 'GB']],
    ['en-gb', 'GB', ['US', 'DE', 'IE']],
    ['en-us', 'US', ['GB', 'DE', 'SE']],
  ] as const)('%s lists %s and none of %j', (locale, listed, unlisted) => {
    const countries = bankCountriesIn(locale)
    expect(countries).toContain(listed)
    for (const country of unlisted) expect(countries).not.toContain(country)
  })

  it.each([
    // market, country in the address, the query's country, the note
    ['de-de', 'IT', 'IT', undefined],
    ['de-de', 'US', undefined, 'country:ignored'],
    ['en-us', 'DE', undefined, 'country:ignored'],
    ['en-gb', 'GB', 'GB', undefined],
  ] as const)('%s with ?country=%s asks for %s (%s)', (locale, given, asked, note) => {
    const { state } = parseOffersSearchParams({ country: given })
    const { query, notes } = offerTableQuery('term', state, localeInfos[locale])
    expect(query.country).toBe(asked)
    expect(notes.map((entry) => `${entry.param}:${entry.reason}`)[0]).toBe(note)
  })
})
