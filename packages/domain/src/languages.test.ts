import { describe, expect, it } from 'vitest'
import {
  acceptedLanguages,
  acceptedTag,
  intlTagFor,
  isServedLanguage,
  marketOfResidence,
  negotiateLanguage,
  preferredLanguage,
} from './languages'
import { markets, servedLanguages } from './markets'

describe('acceptedLanguages', () => {
  it('orders by q, then by position, and keeps the primary language', () => {
    expect(acceptedLanguages('en;q=0.5, fr-CH, de-DE;q=0.9')).toEqual(['fr', 'de', 'en'])
  })

  it.each([
    '',
    '*',
    ';;;',
    'fr;q=0',
    'fr;q=abc',
    'x-very-long-garbage-value',
    '12-34',
    'not a language',
  ])('drops %j', (header) => {
    expect(acceptedLanguages(header)).toEqual([])
  })
})

describe('negotiateLanguage', () => {
  it('answers the first served language of the header', () => {
    expect(negotiateLanguage('sv-SE, fi;q=0.8, en;q=0.5', 'de')).toBe('fi')
    expect(negotiateLanguage('PL', 'de')).toBe('pl')
  })

  it.each([undefined, '', 'garbage;;;q=x', 'sv-SE', 'zh, ja;q=0.5'])(
    'falls back to the market language for %j',
    (header) => {
      expect(negotiateLanguage(header, 'nl')).toBe('nl')
    },
  )

  it('serves every language of the market table and nothing else', () => {
    for (const language of servedLanguages()) {
      expect(negotiateLanguage(language, 'de')).toBe(language)
    }
    expect(isServedLanguage('sv')).toBe(false)
  })
})

describe('preferredLanguage', () => {
  it('keeps a stored language some market serves', () => {
    expect(preferredLanguage('fi', markets['de-de'])).toBe('fi')
  })

  it.each([null, undefined, '', 'sv', 'EN'])('replaces %j by the market language', (stored) => {
    expect(preferredLanguage(stored, markets['pl-pl'])).toBe('pl')
  })
})

describe('marketOfResidence', () => {
  it('is the market of the country, else the default market', () => {
    expect(marketOfResidence('FI').locale).toBe('fi-fi')
    expect(marketOfResidence('at').locale).toBe('de-at')
    expect(marketOfResidence('BE').locale).toBe('de-de')
    expect(marketOfResidence(null).locale).toBe('de-de')
  })
})

describe('intlTagFor', () => {
  it('is the market tag in its own language, else the first market of the language', () => {
    expect(intlTagFor('de', markets['de-ch'])).toBe('de-CH')
    expect(intlTagFor('en', markets['de-de'])).toBe('en-GB')
    expect(intlTagFor('de', markets['fi-fi'])).toBe('de-DE')
  })
})

describe('acceptedTag', () => {
  it('keeps the region the header names, else takes the market tag of the language', () => {
    expect(acceptedTag('de-CH, de;q=0.8', markets['de-de'])).toEqual({
      language: 'de',
      tag: 'de-CH',
    })
    expect(acceptedTag('fr', markets['de-de'])).toEqual({ language: 'fr', tag: 'fr-FR' })
    expect(acceptedTag('de', markets['de-at'])).toEqual({ language: 'de', tag: 'de-AT' })
    expect(acceptedTag('de-1', markets['de-at'])).toEqual({ language: 'de', tag: 'de-AT' })
    expect(acceptedTag('sv, garbage', markets['de-at'])).toBeUndefined()
  })
})
