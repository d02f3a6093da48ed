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

const offerId = 'abd60735-2ace-4b36-84a8-9f70263470f5'

describe('cachedPagePath', () => {
  it.each([
    ['/de-de', '/cached/de-de'],
    ['/de-de/deposits/term', '/cached/de-de/deposits/term'],
    ['/de-de/deposits/notice', '/cached/de-de/deposits/notice'],
    ['/de-de/banks', '/cached/de-de/banks'],
    ['/de-de/banks/pelwyn-bank', '/cached/de-de/banks/pelwyn-bank'],
    [`/de-de/offers/${offerId}`, `/cached/de-de/offers/${offerId}`],
    ['/de-de/press', '/cached/de-de/press'],
    ['/de-de/press/record-deposits-2025', '/cached/de-de/press/record-deposits-2025'],
    ['/de-de/about', '/cached/de-de/about'],
    ['/de-de/imprint', '/cached/de-de/imprint'],
    ['/en-gb/privacy', '/cached/en-gb/privacy'],
    ['/de-de/terms', '/cached/de-de/terms'],
    ['/de-de/imprints', null],
    ['/de-de/home-hero', null],
    ['/de-de/about/team', null],
    ['/de-de/vermoegensverwaltung', '/cached/de-de/vermoegensverwaltung'],
    ['/de-de/zinsportfolio', '/cached/de-de/zinsportfolio'],
    ['/de-de/refer-a-friend', '/cached/de-de/refer-a-friend'],
    ['/de-de/deposits/invest', null],
    ['/de-de/deposits/term/offer-set', null],
    ['/de-de/offers', null],
    ['/de-de/banks/pelwyn-bank/documents', null],
    ['/de-de/banks/Pelwyn-Bank', null],
    ['/de-de/banks/pelwyn%20bank', null],
    ['/de-de/banks/pelwyn-bank.rsc', null],
    [`/de-de/banks/${'a'.repeat(101)}`, null],
    ['/de-de/us-offers', null],
    ['/de-de/no-such-page', null],
    ['/de-de/login', null],
    ['/de-de/dashboard', null],
  ])('serves a first visit to %s from %s', (pathname, cached) => {
    expect(cachedPagePath(firstVisit(pathname), dotCom('de-de'), true)).toBe(cached)
  })

  it.each([
    '/de-de/banks',
    '/de-de/banks/pelwyn-bank',
    `/de-de/offers/${offerId}`,
    '/de-de/press',
    '/de-de/press/record-deposits-2025',
    '/de-de/about',
    '/de-de/refer-a-friend',
  ])(
    'renders %s per request when PORTAL_SITE_URL is not set (absolute URLs need a host)',
    (pathname) => {
      expect(cachedPagePath(firstVisit(pathname), dotCom('de-de'), false)).toBeNull()
    },
  )

  it('caches the offers pages without PORTAL_SITE_URL (they print no absolute URL)', () => {
    expect(cachedPagePath(firstVisit('/en-gb'), dotCom('en-gb'), false)).toBe('/cached/en-gb')
    expect(cachedPagePath(firstVisit('/en-gb/deposits/term'), dotCom('en-gb'), false)).toBe(
      '/cached/en-gb/deposits/term',
    )
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
    for (const pathname of ['/de-de', '/de-de/banks/pelwyn-bank', '/de-de/press']) {
      expect(cachedPagePath(firstVisit(pathname, changes), dotCom('de-de'), true)).toBeNull()
    }
  })

  it('serves a browser navigation to the document from the cache', () => {
    const navigation = firstVisit('/de-de/press', {
      headers: new Headers({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }),
    })
    expect(cachedPagePath(navigation, dotCom('de-de'), true)).toBe('/cached/de-de/press')
  })

  it('renders per request on country hosts', () => {
    const countryHost = { ...dotCom('de-de'), basePath: '', rewriteTo: '/de-de' }
    expect(cachedPagePath(firstVisit('/'), countryHost, true)).toBeNull()
    expect(cachedPagePath(firstVisit('/banks/pelwyn-bank'), countryHost, true)).toBeNull()
  })

  it('never caches the US offers table, which shows saved offers, but caches US bank pages', () => {
    const us = dotCom('en-us')
    expect(cachedPagePath(firstVisit('/en-us'), us, true)).toBeNull()
    expect(cachedPagePath(firstVisit('/en-us/deposits/term'), us, true)).toBeNull()
    expect(cachedPagePath(firstVisit('/en-us/us-offers'), us, true)).toBeNull()
    expect(cachedPagePath(firstVisit('/en-us/banks/pelwyn-bank'), us, true)).toBe(
      '/cached/en-us/banks/pelwyn-bank',
    )
  })
})
