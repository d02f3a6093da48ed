import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { legacyRoutes, resolveLegacyRoute } from './legacy-routes'
import { isProtectedPath } from './protected-routes'

describe('resolveLegacyRoute', () => {
  it.each(Object.entries(legacyRoutes))('#%s → %s', (legacy, route) => {
    expect(resolveLegacyRoute(`#${legacy}`)).toBe(route)
  })

  it.each([
    ['#/Dashboard/', '/dashboard'],
    ['#/MyInvestments/TermDeposit?x=1', '/dashboard/savings/term'],
    // The legacy privacy screen lands on the public privacy page.
    ['#/about/privacy', '/privacy'],
    ['#/NoSuchRoute', '/dashboard'],
    ['#/', '/dashboard'],
    ['#main', null],
    ['', null],
    ['#//evil.example', '/dashboard'],
    // where the leads and the mTAN lock are: sections of the user account, not a public page or
    // the mobile-number form
    ['#/ReferAFriend/leads', '/user-account#leads-title'],
    ['#/LockMTan/edit', '/user-account#security-title'],
  ])('%s → %s', (hash, route) => {
    expect(resolveLegacyRoute(hash)).toBe(route)
  })

  it('maps every spec legacy route, each to a same-origin path', () => {
    expect(Object.keys(legacyRoutes)).toHaveLength(37)
    for (const route of Object.values(legacyRoutes)) {
      expect(route.startsWith('/') && !route.startsWith('//')).toBe(true)
    }
  })

  it('sends customer areas to protected routes', () => {
    expect(isProtectedPath(legacyRoutes['/Postbox/inbox']?.split('?')[0] ?? '')).toBe(true)
  })

  it('names sections the user account page renders', () => {
    const page = readFileSync(
      new URL('../../app/[locale]/[variant]/(customer)/user-account/page.tsx', import.meta.url),
      'utf8',
    )
    for (const legacy of ['/ReferAFriend/leads', '/LockMTan/edit']) {
      const section = legacyRoutes[legacy]?.split('#')[1]
      expect(page).toContain(`headingId="${section}"`)
    }
  })
})
