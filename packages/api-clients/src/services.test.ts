import { describe, expect, it } from 'vitest'
import {
  identityTokenPath,
  isTracedPath,
  services,
  tracedPathPrefixes,
  transactionServiceTimeoutMs,
} from './services'

describe('service catalogue', () => {
  it('puts every service prefix among the traced prefixes of spec section 7', () => {
    // The identity provider is traced only on its token path; the public CMS is not traced.
    const untraced = ['/idp', '/cms/v1']
    for (const service of Object.values(services)) {
      expect(isTracedPath(service.prefix) || untraced.includes(service.prefix)).toBe(true)
    }
    expect(isTracedPath(identityTokenPath)).toBe(true)
  })

  it('gives the transaction service a 20000 ms timeout and every other none', () => {
    expect(transactionServiceTimeoutMs).toBe(20000)
    const timed = Object.entries(services).filter(([, s]) => s.timeoutMs !== undefined)
    expect(timed).toEqual([['transactionAccounts', expect.objectContaining({ timeoutMs: 20000 })]])
  })

  it('lists the traced prefixes exactly as the spec', () => {
    expect(tracedPathPrefixes).toEqual([
      '/dbs/v1',
      '/cas/v1',
      '/cas/public/v1',
      '/pia/api/v1',
      '/pom/api/v1',
      '/ums/v1',
      '/scas/api/v2',
      '/idp/oauth2/token',
      '/cps/api/v1',
      '/dds/api/v2',
      '/kci/api/v1',
      '/kss/api/v1',
      '/kcps/api/v1',
      '/das/v1',
      '/das/v2',
      '/dss',
      '/dvs/api/v1',
      '/kcfs/api/v1',
    ])
  })

  it.each([
    ['/dbs/v1/products/p1/TERM', true],
    ['/dbs/v1', true],
    ['/dbs/v10/offers', false],
    ['/dsss', false],
    ['/idp/oauth2/token', true],
    ['/idp/oauth2/authorize', false],
  ])('isTracedPath(%s) is %s', (path, traced) => {
    expect(isTracedPath(path)).toBe(traced)
  })
})
