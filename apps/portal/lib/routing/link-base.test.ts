import { describe, expect, it } from 'vitest'
import { basePathOf, type LinkBase, localePathHref } from './link-base'

const siteOrigin = 'https://savings-portal.com'
const com: LinkBase = { locale: 'nl-nl', countryHost: false, siteOrigin }
const dutchHost: LinkBase = { locale: 'nl-nl', countryHost: true, siteOrigin }
const germanHost: LinkBase = { locale: 'de-de', countryHost: true, siteOrigin }

describe('basePathOf', () => {
  it.each([
    ['de-de', false, '/de-de'],
    ['de-de', true, ''],
    ['en-us', false, '/en-us'],
  ] as const)('%s, country host %s → %o', (locale, countryHost, expected) => {
    expect(basePathOf(locale, countryHost)).toBe(expected)
  })
})

describe('localePathHref', () => {
  it.each([
    [com, 'de-de', '/vermoegensverwaltung', '/de-de/vermoegensverwaltung'],
    [com, 'nl-nl', '', '/nl-nl'],
    [com, 'en-gb', '/press?page=2', '/en-gb/press?page=2'],
    [germanHost, 'de-de', '/vermoegensverwaltung', '/vermoegensverwaltung'],
    [germanHost, 'de-de', '', '/'],
    [germanHost, 'de-de', '?page=2', '/?page=2'],
    [dutchHost, 'nl-nl', '/register', '/register'],
    [dutchHost, 'de-de', '/vermoegensverwaltung', `${siteOrigin}/de-de/vermoegensverwaltung`],
    [germanHost, 'en-gb', '', `${siteOrigin}/en-gb`],
  ] as const)('%o links %s%s as %s', (base, target, path, expected) => {
    expect(localePathHref(base, target, path)).toBe(expected)
  })
})
