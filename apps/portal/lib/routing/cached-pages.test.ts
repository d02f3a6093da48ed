import { describe, expect, it } from 'vitest'
import { type CacheableRequest, cachedPagePath } from './cached-pages'
import type { RoutedRequest } from './route-request'

const dotCom = (locale: RoutedRequest['locale']): RoutedRequest => ({
  type: 'route',
  locale,
  region: 'DEU',
  appPath: '/',
  basePath: `/${locale}`,
  rewriteTo: undefined,
})

const firstVisit = (
  pathname: string,
  changes: Partial<CacheableRequest> = {},
): CacheableRequest => ({
  method: 'GET',
  pathname,
  search: '',
  cookieCount: 0,
  headers: new Headers(),
  ...changes,
})

describe('cachedPagePath', () => {
  it.each([
    ['/de-de', '/cached/de-de'],
    ['/de-de/deposits/term', '/cached/de-de/deposits/term'],
    ['/de-de/deposits/notice', '/cached/de-de/deposits/notice'],
    ['/de-de/deposits/invest', null],
    ['/de-de/deposits/term/offer-set', null],
    ['/de-de/banks/pelwyn-bank', null],
    ['/de-de/login', null],
    ['/de-de/dashboard', null],
  ])('serves a first visit to %s from %s', (pathname, cached) => {
    expect(cachedPagePath(firstVisit(pathname), dotCom('de-de'))).toBe(cached)
  })

  it.each<[string, Partial<CacheableRequest>]>([
    ['a cookie', { cookieCount: 1 }],
    ['a query', { search: '?term=12' }],
    ['a POST', { method: 'POST' }],
    ['an RSC request', { headers: new Headers({ rsc: '1' }) }],
    ['a prefetch', { headers: new Headers({ 'next-router-prefetch': '1' }) }],
    // What is left of a client navigation once Next has stripped its RSC headers.
    ['a fetch() from a browser', { headers: new Headers({ 'sec-fetch-dest': 'empty' }) }],
    ['a router request naming its page', { headers: new Headers({ 'next-url': '/de-de' }) }],
  ])('renders per request with %s', (_, changes) => {
    expect(cachedPagePath(firstVisit('/de-de', changes), dotCom('de-de'))).toBeNull()
  })

  it('serves a browser navigation to the document from the cache', () => {
    const navigation = firstVisit('/de-de/deposits/term', {
      headers: new Headers({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }),
    })
    expect(cachedPagePath(navigation, dotCom('de-de'))).toBe('/cached/de-de/deposits/term')
  })

  it('renders per request on country hosts and for the US table', () => {
    const countryHost = { ...dotCom('de-de'), basePath: '', rewriteTo: '/de-de' }
    expect(cachedPagePath(firstVisit('/'), countryHost)).toBeNull()
    expect(cachedPagePath(firstVisit('/en-us'), dotCom('en-us'))).toBeNull()
  })
})
