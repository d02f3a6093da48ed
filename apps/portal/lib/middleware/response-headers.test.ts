import { describe, expect, it } from 'vitest'
import { responseHeaders } from './response-headers'

const base = { nonce: 'n0nce', development: false, deployed: false }

describe('responseHeaders', () => {
  it('gives a visitor page the nonce and strict-dynamic', () => {
    const csp = responseHeaders({ ...base, shared: false })['Content-Security-Policy']
    expect(csp).toContain("script-src 'self' 'nonce-n0nce' 'strict-dynamic'")
    expect(csp).not.toContain("'unsafe-inline' ")
  })

  it('gives a shared page the static policy, the same for every response', () => {
    const csp = responseHeaders({ ...base, shared: true })['Content-Security-Policy']
    expect(csp).toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).not.toContain('nonce')
    expect(
      responseHeaders({ ...base, nonce: 'other', shared: true })['Content-Security-Policy'],
    ).toBe(csp)
  })

  it("gives the document download its own policy, not the pages'", () => {
    const headers = responseHeaders({ ...base, shared: false, download: true })
    expect(headers['Content-Security-Policy']).toBe("default-src 'none'; sandbox")
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
  })

  it.each([
    [false, undefined],
    [true, 'max-age=63072000; includeSubDomains; preload'],
  ])('deployed %s: HSTS %s', (deployed, hsts) => {
    const headers = responseHeaders({ ...base, shared: false, deployed })
    expect(headers['Strict-Transport-Security']).toBe(hsts)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
  })
})
