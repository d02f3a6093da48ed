import { portalLocales } from '@portal/domain/locales'
import { describe, expect, it } from 'vitest'
import { negotiateLocale } from './negotiate-locale'

describe('negotiateLocale', () => {
  it.each([
    [null, 'de-de'],
    ['', 'de-de'],
    ['*', 'de-de'],
    ['de', 'de-de'],
    ['de-AT', 'de-at'],
    ['en', 'en-gb'],
    ['en-US,en;q=0.9', 'en-us'],
    ['es-MX', 'es-es'],
    ['ja, en-IE;q=0.3', 'en-ie'],
    ['fr;q=0, it', 'it-it'],
    ['nl;q=2, fi', 'fi-fi'],
    ['x'.repeat(5000), 'de-de'],
    [`${'zz,'.repeat(100)}pl`, 'de-de'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header, portalLocales, 'de-de')).toBe(locale)
  })
})
