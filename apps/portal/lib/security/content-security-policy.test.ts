import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './content-security-policy'

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce and what they load', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', development: false, connectSources: [] })
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'")
  })

  it("lets a cached page's own inline scripts run, never eval or another origin", () => {
    const csp = contentSecurityPolicy({ nonce: undefined, development: false, connectSources: [] })
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
  })

  it.each(['abc', undefined])('keeps the other directives strict (nonce %s)', (nonce) => {
    const csp = contentSecurityPolicy({ nonce, development: false, connectSources: [] })
    for (const part of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(part)
    }
  })

  it("adds 'unsafe-eval' only for next dev", () => {
    expect(contentSecurityPolicy({ nonce: 'a', development: true })).toContain("'unsafe-eval'")
    expect(contentSecurityPolicy({ nonce: undefined, development: false })).not.toContain('eval')
  })
})
