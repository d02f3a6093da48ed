import { describe, expect, it } from 'vitest'
import { decodeSite, encodeSite, type Site, searchParamsOf } from './site-segment'

describe('site segment', () => {
  it.each<[Site, string]>([
    [{ locale: 'de-de', consentChosen: false, loggedIn: false, query: '' }, 'de-de'],
    [{ locale: 'en-gb', consentChosen: true, loggedIn: false, query: '' }, 'en-gb~c'],
    [{ locale: 'en-gb', consentChosen: false, loggedIn: true, query: '' }, 'en-gb~l'],
    [{ locale: 'en-gb', consentChosen: true, loggedIn: true, query: '' }, 'en-gb~cl'],
    [
      { locale: 'de-de', consentChosen: false, loggedIn: false, query: 'amount=1000' },
      'de-de~-~YW1vdW50PTEwMDA',
    ],
    [
      { locale: 'fr-fr', consentChosen: true, loggedIn: false, query: 'q=é/?&x' },
      'fr-fr~c~cT3DqS8_Jng',
    ],
  ])('%o ⇄ %s', (site, segment) => {
    expect(encodeSite(site)).toBe(segment)
    expect(decodeSite(segment)).toEqual(site)
  })

  it('reads a segment Next left percent-encoded', () => {
    expect(decodeSite('de-de%7Ec')).toEqual({
      locale: 'de-de',
      consentChosen: true,
      loggedIn: false,
      query: '',
    })
  })

  it.each([
    'xx-yy',
    'de-de~',
    'de-de~-',
    'de-de~x',
    'de-de~lc',
    'de-de~c-',
    'de-de~c~',
    'de-de~c~***',
    'de-de~c~YQ~more',
    'de-de~-~_w',
    'DE-DE',
  ])('%s is no site', (segment) => {
    expect(decodeSite(segment)).toBeNull()
  })

  it('keeps repeated query keys as lists, like Next', () => {
    const site: Site = {
      locale: 'de-de',
      consentChosen: false,
      loggedIn: false,
      query: 'compare=a&compare=b&x=1',
    }
    expect(searchParamsOf(site)).toEqual({ compare: ['a', 'b'], x: '1' })
  })
})
