import { describe, expect, it } from 'vitest'
import { pageAlternates } from './page-alternates'

describe('pageAlternates', () => {
  const alternates = pageAlternates('https://portal.example/', 'en-gb', '/banks/alvdane')

  it('has a canonical URL in the current locale', () => {
    expect(alternates.canonical).toBe('https://portal.example/en-gb/banks/alvdane')
  })

  it('lists all 12 locales plus x-default', () => {
    expect(Object.keys(alternates.languages)).toHaveLength(13)
  })

  it.each([
    ['de-DE', 'https://portal.example/de-de/banks/alvdane'],
    ['de-AT', 'https://portal.example/de-at/banks/alvdane'],
    ['en-US', 'https://portal.example/en-us/banks/alvdane'],
    ['de-CH', 'https://portal.example/de-ch/banks/alvdane'],
    ['pl-PL', 'https://portal.example/pl-pl/banks/alvdane'],
    ['x-default', 'https://portal.example/de-de/banks/alvdane'],
  ])('%s → %s', (tag, url) => {
    expect(alternates.languages[tag]).toBe(url)
  })

  it('accepts a path without leading slash and the locale home', () => {
    expect(pageAlternates('https://p.example', 'fr-fr', 'press').canonical).toBe(
      'https://p.example/fr-fr/press',
    )
    expect(pageAlternates('https://p.example', 'fr-fr', '').canonical).toBe(
      'https://p.example/fr-fr',
    )
  })
})
