import { describe, expect, it } from 'vitest'
import { decodeSite, encodeSiteSegment, type Site, searchParamsOf } from './site-segment'

const site = (overrides: Partial<Site>): Site => ({
  locale: 'de-de',
  consentChosen: false,
  loggedIn: false,
  query: '',
  ...overrides,
})

describe('site segment', () => {
  it.each<[Site, string]>([
    [site({}), '~'],
    [site({ locale: 'en-gb', consentChosen: true }), '~c'],
    [site({ locale: 'en-gb', loggedIn: true }), '~l'],
    [site({ locale: 'en-gb', consentChosen: true, loggedIn: true }), '~cl'],
    [site({ query: 'amount=1000' }), '~~YW1vdW50PTEwMDA'],
    [site({ locale: 'fr-fr', consentChosen: true, query: 'q=é/?&x' }), '~c~cT3DqS8_Jng'],
  ])('%o ⇄ %s', (expected, segment) => {
    const { locale, ...variant } = expected
    expect(encodeSiteSegment(variant)).toBe(segment)
    expect(decodeSite(locale, segment)).toEqual(expected)
  })

  it('reads a segment Next left percent-encoded', () => {
    expect(decodeSite('de-de', '%7Ec')).toEqual(site({ consentChosen: true }))
  })

  it.each([
    ['xx-yy', '~'],
    ['DE-DE', '~'],
    ['de-de', ''],
    ['de-de', 'banks'],
    ['de-de', '~x'],
    ['de-de', '~lc'],
    ['de-de', '~c-'],
    ['de-de', '~c~'],
    ['de-de', '~c~***'],
    ['de-de', '~c~YQ~more'],
    ['de-de', '~~_w'],
  ])('%s / %s is no site', (locale, segment) => {
    expect(decodeSite(locale, segment)).toBeNull()
  })

  it('keeps repeated query keys as lists, like Next', () => {
    expect(searchParamsOf(site({ query: 'compare=a&compare=b&x=1' }))).toEqual({
      compare: ['a', 'b'],
      x: '1',
    })
  })
})
