import countries from 'i18n-iso-countries'
import { describe, expect, it } from 'vitest'
import {
  alpha2ToAlpha3,
  alpha2ToAlpha3Table,
  alpha3ToAlpha2,
  countryNameLanguages,
  countryNameToAlpha2,
} from './countries'

describe('country code tables', () => {
  it('holds about 249 entries, all from the library', () => {
    const entries = Object.entries(alpha2ToAlpha3Table)
    expect(entries.length).toBeGreaterThanOrEqual(249)
    for (const [alpha2, alpha3] of entries) {
      expect(countries.alpha2ToAlpha3(alpha2)).toBe(alpha3)
    }
  })

  it('round-trips every alpha-2 code through alpha-3', () => {
    for (const alpha2 of Object.keys(alpha2ToAlpha3Table)) {
      const alpha3 = alpha2ToAlpha3(alpha2)
      expect(alpha3 && alpha3ToAlpha2(alpha3)).toBe(alpha2)
    }
  })

  it.each([
    ['DE', 'DEU'],
    ['gb', 'GBR'],
    ['US', 'USA'],
    ['CH', 'CHE'],
    ['XX', undefined],
  ])('%s → %s', (alpha2, alpha3) => {
    expect(alpha2ToAlpha3(alpha2)).toBe(alpha3)
  })
})

describe('countryNameToAlpha2', () => {
  it('registers en, de, fr, es, it, nl, pl and fi', () => {
    expect(countryNameLanguages).toEqual(['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'fi'])
  })

  it.each([
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['Germany', 'DE'],
    ['Alemania', 'DE'],
    ['Germania', 'DE'],
    ['Duitsland', 'DE'],
    ['Niemcy', 'DE'],
    ['Saksa', 'DE'],
    ['United Kingdom', 'GB'],
    ['Vereinigtes Königreich', 'GB'],
    ['  österreich ', 'AT'],
    ['Osterreich', 'AT'],
    ['Espagne', 'ES'],
    ['Suomi', 'FI'],
    ['Atlantis', undefined],
    ['', undefined],
  ])('%s → %s', (name, alpha2) => {
    expect(countryNameToAlpha2(name)).toBe(alpha2)
  })
})
