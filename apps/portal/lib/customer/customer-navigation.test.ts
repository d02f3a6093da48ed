import { describe, expect, it } from 'vitest'
import { customerNavigation } from './customer-navigation'

describe('customerNavigation', () => {
  it('lists the built customer pages that have a label, in the route table order', () => {
    expect(customerNavigation()).toEqual([
      { id: 'dashboard', path: '/dashboard', label: 'dashboard' },
      { id: 'accountTransactions', path: '/account-transactions', label: 'transactions' },
    ])
  })
})
