import { describe, expect, it } from 'vitest'
import {
  decodePageVariant,
  encodeVariantSegment,
  type PageVariant,
  searchParamsOf,
} from './page-variant'

const variant = (overrides: Partial<PageVariant>): PageVariant => ({
  locale: 'de-de',
  consentChosen: false,
  loggedIn: false,
  countryHost: false,
  query: '',
  ...overrides,
})

describe('page variant segment', () => {
  it.each<[PageVariant, string]>([
    [variant({}), '~'],
    [variant({ locale: 'en-gb', consentChosen: true }), '~c'],
    [variant({ locale: 'en-gb', loggedIn: true }), '~l'],
    [variant({ locale: 'en-gb', consentChosen: true, loggedIn: true }), '~cl'],
    [variant({ countryHost: true }), '~h'],
    [variant({ locale: 'nl-nl', consentChosen: true, countryHost: true }), '~ch'],
    [variant({ countryHost: true, loggedIn: true }), '~hl'],
    [variant({ consentChosen: true, countryHost: true, loggedIn: true }), '~chl'],
    [variant({ query: 'amount=1000' }), '~~YW1vdW50PTEwMDA'],
    [variant({ countryHost: true, query: 'amount=1000' }), '~h~YW1vdW50PTEwMDA'],
    [variant({ locale: 'fr-fr', consentChosen: true, query: 'q=é/?&x' }), '~c~cT3DqS8_Jng'],
  ])('%o ⇄ %s', (expected, segment) => {
    const { locale, ...variant } = expected
    expect(encodeVariantSegment(variant)).toBe(segment)
    expect(decodePageVariant(locale, segment)).toEqual(expected)
  })

  it('reads a segment Next left percent-encoded', () => {
    expect(decodePageVariant('de-de', '%7Ec')).toEqual(variant({ consentChosen: true }))
  })

  it.each([
    ['xx-yy', '~'],
    ['DE-DE', '~'],
    ['de-de', ''],
    ['de-de', 'banks'],
    ['de-de', '~x'],
    ['de-de', '~lc'],
    ['de-de', '~hc'],
    ['de-de', '~lh'],
    ['de-de', '~hh'],
    ['de-de', '~c-'],
    ['de-de', '~c~'],
    ['de-de', '~c~***'],
    ['de-de', '~c~YQ~more'],
    ['de-de', '~~_w'],
  ])('%s / %s is no page variant', (locale, segment) => {
    expect(decodePageVariant(locale, segment)).toBeNull()
  })

  it('keeps repeated query keys as lists, like Next', () => {
    expect(searchParamsOf(variant({ query: 'compare=a&compare=b&x=1' }))).toEqual({
      compare: ['a', 'b'],
      x: '1',
    })
  })
})
