import { describe, expect, it } from 'vitest'
import type { LinkBase } from '@/lib/routing/link-base'
import { contentHref } from './content-href'

const siteOrigin = 'https://savings-portal.com'
const com: LinkBase = { locale: 'de-de', countryHost: false, siteOrigin }
const germanHost: LinkBase = { ...com, countryHost: true }

describe('contentHref', () => {
  it.each([
    ['/register', '/de-de/register'],
    ['/', '/de-de'],
    ['/en-gb/press', '/en-gb/press'],
    ['/press?page=2', '/de-de/press?page=2'],
    ['https://bank.example', 'https://bank.example'],
    ['mailto:press@portal.example', 'mailto:press@portal.example'],
    ['javascript:alert(1)', undefined],
    ['//evil.example', undefined],
    ['http://insecure.example', undefined],
  ])('%s → %s', (href, expected) => {
    expect(contentHref(href, com)).toBe(expected)
  })

  it.each([
    ['/register', '/register'],
    ['/', '/'],
    ['/de-de/press', '/press'],
    ['/de-de', '/'],
    ['/press?page=2', '/press?page=2'],
    ['/en-gb/press', `${siteOrigin}/en-gb/press`],
    ['https://bank.example', 'https://bank.example'],
    ['//evil.example', undefined],
  ])('on a country host %s → %s', (href, expected) => {
    expect(contentHref(href, germanHost)).toBe(expected)
  })
})
