import { describe, expect, it } from 'vitest'
import {
  currentUserHeader,
  customerServicesHeader,
  identityHeader,
} from '@/lib/routing/request-headers'
import type { RoutedRequest } from '@/lib/routing/route-request'
import { pageRequestHeaders } from './request-headers'

const route: RoutedRequest = {
  type: 'route',
  locale: 'en-gb',
  region: 'DEU',
  appPath: '/identification/uploads',
  basePath: '/en-gb',
  rewriteTo: undefined,
}

const headersFor = (flags: {
  unavailable: boolean
  identityUnavailable?: boolean
  probedUser?: string
}) =>
  pageRequestHeaders({
    // a client that sends the internal states itself is never believed
    incoming: new Headers({
      [identityHeader]: 'unavailable',
      [customerServicesHeader]: 'unavailable',
      [currentUserHeader]: 'forged a-user-of-its-own',
    }),
    route,
    shared: false,
    nonce: 'n',
    csp: '',
    cookies: [],
    writes: [],
    ...flags,
  })

describe('pageRequestHeaders: the states the middleware found, for the page or handler', () => {
  it.each([
    [{ unavailable: false }, null, null],
    [{ unavailable: false, identityUnavailable: true }, null, 'unavailable'],
    [{ unavailable: true }, 'unavailable', null],
  ])('%o: services %s, identity provider %s', (flags, services, identity) => {
    const headers = headersFor(flags)
    expect(headers.get(customerServicesHeader)).toBe(services)
    expect(headers.get(identityHeader)).toBe(identity)
  })

  it('hands the page the user the probe read, and never one the client sent', () => {
    expect(headersFor({ unavailable: false }).get(currentUserHeader)).toBeNull()
    expect(
      headersFor({ unavailable: false, probedUser: 'mark %7B%7D' }).get(currentUserHeader),
    ).toBe('mark %7B%7D')
  })
})
