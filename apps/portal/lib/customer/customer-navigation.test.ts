import { describe, expect, it } from 'vitest'
import { customerNavigation } from './customer-navigation'

const labels = (locale?: Parameters<typeof customerNavigation>[0]) =>
  customerNavigation(locale).map((item) => item.label)

describe('customerNavigation', () => {
  it('lists the built customer pages that have a label, in the route table order', () => {
    expect(customerNavigation().slice(0, 2)).toEqual([
      { id: 'dashboard', path: '/dashboard', label: 'dashboard' },
      { id: 'accountTransactions', path: '/account-transactions', label: 'transactions' },
    ])
  })

  it.each([
    ['de-de', ['dashboard', 'transactions', 'investments', 'retirement']],
    ['nl-nl', ['dashboard', 'transactions', 'investments']],
    ['fr-fr', ['dashboard', 'transactions']],
    ['en-gb', ['dashboard', 'transactions']],
  ] as const)('hides the pages %s does not have (investments, retirement)', (locale, expected) => {
    expect(labels(locale)).toEqual(expected)
  })
})
