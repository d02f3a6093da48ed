import { describe, expect, it } from 'vitest'
import committedDefault from '@/config/edge-config.default.json'
import { getHost } from './get-host'
import { routeRequest } from './route-request'
import { toRoutingConfig } from './routing-hosts'

const hosts = toRoutingConfig(committedDefault) ?? {
  countryHosts: {},
  comHosts: [],
  cockpitHosts: [],
}

function route(host: string, pathname: string, acceptLanguage: string | null = null, search = '') {
  return routeRequest({ host, pathname, search, acceptLanguage, hosts })
}

describe('routeRequest on the .com domain and unknown hosts (locale in the path)', () => {
  it.each([
    ['savings-portal.com', '/de-de', 'de-de', 'DEU', '/'],
    ['savings-portal.com', '/de-de/dashboard', 'de-de', 'DEU', '/dashboard'],
    ['www.savings-portal.com', '/en-gb/login', 'en-gb', 'GBR', '/login'],
    ['localhost', '/en-us/', 'en-us', 'USA', '/'],
    ['localhost', '/en-us/products', 'en-us', 'USA', '/products'],
    ['127.0.0.1', '/fr-fr/dashboard.rsc', 'fr-fr', 'DEU', '/dashboard'],
    ['unknown.example', '/nl-nl/x', 'nl-nl', 'DEU', '/x'],
    ['', '/de-at/%64ashboard', 'de-at', 'DEU', '/dashboard'],
    ['localhost', '/en-ie//dashboard/', 'en-ie', 'DEU', '/dashboard'],
  ])('%s %s → %s, %s, app path %s', (host, path, locale, region, appPath) => {
    expect(route(host, path)).toMatchObject({
      type: 'route',
      locale,
      region,
      appPath,
      basePath: `/${locale}`,
      rewriteTo: undefined,
    })
  })

  it.each([
    ['localhost', '/', null, '', '/de-de'],
    ['localhost', '/dashboard', 'en-GB,en;q=0.8', '', '/en-gb/dashboard'],
    ['savings-portal.com', '/', 'en-US', '?a=1', '/en-us?a=1'],
    ['savings-portal.com', '/', 'fr;q=0.5, pl;q=0.9', '', '/pl-pl'],
    ['savings-portal.com', '/x', 'ja', '', '/de-de/x'],
    ['unknown.example', '/login', 'de-CH', '', '/de-ch/login'],
    ['localhost', '/DE-DE/login', null, '', '/de-de/login'],
    ['localhost', '/', 'garbage;;;q=abc,,', '', '/de-de'],
  ])('%s %s (%s) → 307 %s', (host, path, language, search, location) => {
    expect(route(host, path, language, search)).toEqual({ type: 'redirect', location })
  })
})

it.each(['/xx-yy/', '/en-xx/login'])('leaves the unsupported locale %s to the 404 page', (path) => {
  expect(route('localhost', path, 'en-GB')).toMatchObject({ type: 'route', locale: 'de-de' })
})

describe('routeRequest on country hosts (host decides, no locale in the path)', () => {
  it.each([
    ['de.localhost', '/', 'de-de', 'DEU', '/de-de'],
    ['de.localhost', '/dashboard', 'de-de', 'DEU', '/de-de/dashboard'],
    ['savings-portal.co.uk', '/login', 'en-gb', 'GBR', '/en-gb/login'],
    ['uk.localhost', '/', 'en-gb', 'GBR', '/en-gb'],
    ['savings-portal.at', '/products', 'de-at', 'DEU', '/de-at/products'],
    ['ch.localhost', '/en-gb/x', 'de-ch', 'DEU', '/de-ch/en-gb/x'],
  ])('%s %s → %s, %s, rewritten to %s', (host, path, locale, region, rewriteTo) => {
    expect(route(host, path)).toMatchObject({
      type: 'route',
      locale,
      region,
      basePath: '',
      rewriteTo,
    })
  })

  it.each([
    ['de.localhost', '/de-de/dashboard', '/dashboard'],
    ['de.localhost', '/de-de', '/'],
    ['de.localhost', '/de-de//evil.example', '/evil.example'],
    ['de.localhost', '/de-de/\\evil.example', '/evil.example'],
  ])('%s %s repeats the host locale → 307 %s', (host, path, location) => {
    expect(route(host, path)).toEqual({ type: 'redirect', location })
  })
})

describe('getHost', () => {
  it.each([
    [{ host: 'de.localhost:3000' }, 'de.localhost'],
    [
      { host: 'localhost:13000', 'x-forwarded-host': 'savings-portal.co.uk' },
      'savings-portal.co.uk',
    ],
    [
      { host: 'a', 'x-forwarded-host': 'Savings-Portal.DE:443, proxy.internal' },
      'savings-portal.de',
    ],
    [{ host: '[::1]:3000' }, '[::1]'],
    [{}, ''],
    [{ host: 'evil host/<script>' }, ''],
    [{ host: `${'a'.repeat(300)}.example` }, ''],
  ])('%j → %s', (headers, host) => {
    expect(getHost(new Headers(headers))).toBe(host)
  })

  it('routes an x-forwarded-host country domain by that host', () => {
    const host = getHost(
      new Headers({ host: 'localhost:3000', 'x-forwarded-host': 'de.localhost' }),
    )
    expect(route(host, '/dashboard')).toMatchObject({
      locale: 'de-de',
      rewriteTo: '/de-de/dashboard',
    })
  })
})
