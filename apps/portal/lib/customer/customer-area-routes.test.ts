import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isProtectedPath } from '@/lib/routing/protected-routes'
import { customerAreaRoutes, isCustomerAreaPath } from './customer-area-routes'

const customerGroup = fileURLToPath(
  new URL('../../app/[locale]/[variant]/(customer)', import.meta.url),
)

describe('customer-area routes', () => {
  it('are exactly the page folders of the customer layout', () => {
    const folders = readdirSync(customerGroup, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => `/${entry.name}`)
    expect([...customerAreaRoutes].sort()).toEqual(folders.sort())
  })

  it('are all protected by the session check', () => {
    for (const route of customerAreaRoutes) expect(isProtectedPath(route), route).toBe(true)
  })

  it.each([
    ['/dashboard', true],
    ['/dashboard/savings/term', true],
    ['/DASHBOARD', true],
    ['/account-transactions', true],
    ['/account-transactions/resolve-overdraft', true],
    ['/dashboards', false],
    ['/set-password', false],
    ['/login/switch-account', false],
    ['/', false],
  ])('%s is a customer-area path: %s', (path, expected) => {
    expect(isCustomerAreaPath(path)).toBe(expected)
  })
})
