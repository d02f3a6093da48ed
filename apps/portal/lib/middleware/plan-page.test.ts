import { describe, expect, it } from 'vitest'
import type { RoutedRequest } from '@/lib/routing/route-request'
import { internalPath, notFoundAppRest, planPage } from './plan-page'

const com = (locale: RoutedRequest['locale'], appPath: string): RoutedRequest => ({
  type: 'route',
  locale,
  region: 'DEU',
  appPath,
  basePath: `/${locale}`,
  rewriteTo: undefined,
})

function plan(pathname: string) {
  const locale = pathname.split('/')[1] as RoutedRequest['locale']
  return planPage(com(locale, pathname.slice(6) || '/'), pathname)
}

describe('planPage', () => {
  it.each([
    ['/de-de', 'public', true, false, false, ''],
    ['/de-de/banks/nordhafen', 'public', true, false, false, '/banks/nordhafen'],
    ['/de-de/login', 'auth', false, false, false, '/login'],
    ['/de-de/login/switch-account', 'auth', false, true, false, '/login/switch-account'],
    ['/de-de/dashboard', 'customer', false, true, true, '/dashboard'],
    ['/de-de/dashboard/savings/term', 'customer', false, true, true, '/dashboard/savings/term'],
    ['/en-us', 'public', false, false, false, '/us-offers'],
    ['/en-us/us-offers', 'public', false, false, false, '/us-offers'],
    ['/de-de/us-offers', 'unknown', false, false, false, notFoundAppRest],
    ['/de-de/no-such-page', 'unknown', false, false, false, notFoundAppRest],
    ['/de-de/banks/nordhafen/more', 'unknown', false, false, false, notFoundAppRest],
    ['/de-de/dashboard/no-such-page', 'unknown', false, true, false, notFoundAppRest],
    [
      '/nl-nl/transfer-flow/direct-debit-mandate/consent',
      'customer',
      false,
      true,
      true,
      '/transfer-flow/direct-debit-mandate/consent',
    ],
    ['/de-de/visitor', 'unknown', false, false, false, '/visitor'],
    ['/de-de/collector/g/collect', 'unknown', false, false, false, '/collector/g/collect'],
    [
      '/de-de/account-transactions/tax-summary/2026/pdf',
      'unknown',
      false,
      true,
      true,
      '/account-transactions/tax-summary/2026/pdf',
    ],
  ] as const)(
    '%s: %s, shared %s, protected %s, customer area %s, renders %s',
    (pathname, area, shared, protectedPath, customerArea, appRest) => {
      const staticPolicy = shared || area === 'unknown'
      expect(plan(pathname)).toEqual({
        area,
        shared,
        staticPolicy,
        protectedPath,
        customerArea,
        appRest,
      })
    },
  )

  it.each([
    '/fr-fr/dashboard/investments',
    '/fr-fr/dashboard/investments/robo-advisor',
    '/fr-fr/dashboard/investments/cockpit/etf',
    '/nl-nl/dashboard/retirement',
    '/nl-nl/dashboard/retirement/open',
    // the investment products' consents: the pension's in de-de, the SEPA mandate's in de-de and nl-nl
    '/nl-nl/liquid-pension-transfer-notice/consent',
    '/fr-fr/transfer-flow/direct-debit-mandate/consent',
    '/en-us/transfer-flow',
    // the US sells term deposits only
    '/en-us/dashboard/savings/overnight',
    '/en-us/dashboard/savings/notice',
  ])('%s exists only in other markets: not found, no login', (pathname) => {
    expect(plan(pathname)).toEqual({
      area: 'unknown',
      shared: false,
      staticPolicy: true,
      protectedPath: false,
      customerArea: false,
      appRest: notFoundAppRest,
    })
  })

  it.each([
    ['/de-de/dashboard/investments', '/dashboard/investments'],
    ['/nl-nl/dashboard/investments/robo-advisor', '/dashboard/investments/robo-advisor'],
    ['/de-de/dashboard/retirement/open', '/dashboard/retirement/open'],
    ['/fr-fr/dashboard/savings/term', '/dashboard/savings/term'],
    ['/en-us/dashboard/savings/term', '/dashboard/savings/term'],
    ['/en-gb/dashboard/savings/notice', '/dashboard/savings/notice'],
  ])('%s is a customer page of its market: protected', (pathname, appRest) => {
    expect(plan(pathname)).toMatchObject({ area: 'customer', protectedPath: true, appRest })
  })

  it('plans a country host like the .com domain', () => {
    const route = { ...com('de-de', '/banks'), basePath: '', rewriteTo: '/de-de/banks' }
    expect(planPage(route, '/banks')).toMatchObject({ shared: true, appRest: '/banks' })
  })

  it('answers an unsupported locale with the not-found page in the visitor’s locale', () => {
    const route = { ...com('de-de', '/xx-yy/banks'), appPath: '/xx-yy/banks' }
    expect(planPage(route, '/xx-yy/banks')).toMatchObject({
      shared: false,
      protectedPath: false,
      appRest: notFoundAppRest,
    })
  })
})

describe('internalPath', () => {
  const visitor = { consentChosen: false, loggedIn: false, countryHost: false }
  const countryVisitor = { ...visitor, countryHost: true }
  it.each([
    ['/de-de', '', visitor, '/de-de/~'],
    ['/de-de', '', { ...visitor, consentChosen: true, loggedIn: true }, '/de-de/~c'],
    [
      '/de-de/banks',
      '?sort=rating&order=desc',
      visitor,
      '/de-de/~~c29ydD1yYXRpbmcmb3JkZXI9ZGVzYw/banks',
    ],
    ['/de-de/banks', '?_rsc=x1', visitor, '/de-de/~/banks?_rsc=x1'],
    ['/de-de/banks', '?utm_source=mail&irclickid=c1&gclid=g', visitor, '/de-de/~/banks'],
    [
      '/de-de/deposits/term',
      '?amount=5&_rsc=x1',
      { ...visitor, consentChosen: true },
      '/de-de/~c~YW1vdW50PTU/deposits/term?_rsc=x1',
    ],
    [
      '/de-de/login',
      '?next=%2Fde-de%2Fdashboard',
      visitor,
      '/de-de/~/login?next=%2Fde-de%2Fdashboard',
    ],
    [
      '/de-de/dashboard',
      '',
      { ...visitor, consentChosen: true, loggedIn: true },
      '/de-de/~cl/dashboard',
    ],
    ['/de-de/login', '', { ...visitor, loggedIn: true }, '/de-de/~l/login'],
    ['/en-us', '?amount=100', visitor, '/en-us/~/us-offers?amount=100'],
    ['/de-de/no-such-page', '?x=1', visitor, '/de-de/~/page-not-found?x=1'],
    ['/nl-nl', '', countryVisitor, '/nl-nl/~h'],
    ['/nl-nl/banks', '?sort=rating', countryVisitor, '/nl-nl/~h~c29ydD1yYXRpbmc/banks'],
    [
      '/de-de/dashboard',
      '',
      { ...countryVisitor, consentChosen: true, loggedIn: true },
      '/de-de/~chl/dashboard',
    ],
    ['/nl-nl/no-such-page', '', countryVisitor, '/nl-nl/~h/page-not-found'],
  ] as const)('%s%s for %o → %s', (pathname, search, who, expected) => {
    const locale = pathname.split('/')[1] as RoutedRequest['locale']
    expect(internalPath(plan(pathname), { locale, search, ...who })).toBe(expected)
  })

  it('sends an unsupported locale to the not-found page of the visitor’s locale', () => {
    const route = { ...com('de-de', '/xx-yy'), appPath: '/xx-yy' }
    const input = { locale: 'de-de' as const, search: '', ...visitor }
    expect(internalPath(planPage(route, '/xx-yy'), input)).toBe('/de-de/~/page-not-found')
  })
})
