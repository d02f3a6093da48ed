import { describe, expect, it } from 'vitest'
import { normalisePathname } from './normalise-pathname'
import { isProtectedPath } from './protected-routes'

describe('normalisePathname', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/dashboard.rsc', '/dashboard'],
    ['/dashboard/index.rsc', '/dashboard'],
    ['/dashboard.prefetch.rsc', '/dashboard'],
    ['/dashboard.segments/$c$locale/__PAGE__.segment.rsc', '/dashboard'],
    ['//dashboard', '/dashboard'],
    ['/%64ashboard', '/dashboard'],
    ['/%2564ashboard', '/dashboard'],
    ['/x/../dashboard', '/dashboard'],
    ['/public/%2e%2e/dashboard', '/dashboard'],
    ['\\dashboard', '/dashboard'],
    ['/%E0%A4%A', null],
    ['/a%00b', null],
  ])('%s → %s', (path, normal) => {
    expect(normalisePathname(path)).toBe(normal)
  })
})

describe('isProtectedPath', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/savings/term', true],
    ['/DASHBOARD', true],
    ['/login/switch-account', true],
    ['/postbox/messages', true],
    ['/transfer-flow/direct-debit-mandate/consent', true],
    ['/login', false],
    ['/register', false],
    ['/', false],
    ['/dashboards', false],
    ['/refer-a-friend', false],
  ])('%s → %s', (path, protectedPath) => {
    expect(isProtectedPath(path)).toBe(protectedPath)
  })
})
