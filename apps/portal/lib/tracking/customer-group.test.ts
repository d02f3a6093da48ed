import { describe, expect, it } from 'vitest'
import { customerGroupOfAccount } from './customer-group'

describe('customerGroupOfAccount: the session’s customer account decides the group', () => {
  it.each([
    [{ type: 'BUSINESS' }, 'business'],
    [{ type: 'PRIVATE' }, 'retail'],
    [{ type: 'business' }, 'retail'],
    [{}, 'retail'],
    [null, 'savings_portal'],
    [undefined, 'savings_portal'],
  ])('%o → %s', (account, group) => {
    expect(customerGroupOfAccount(account)).toBe(group)
  })
})
