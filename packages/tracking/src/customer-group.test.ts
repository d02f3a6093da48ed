import { describe, expect, it } from 'vitest'
import { toCustomerGroup } from './customer-group'

describe('toCustomerGroup: "retail, business or the provider\'s own group; anything else defaults to the provider\'s group"', () => {
  it.each([
    ['retail', 'retail'],
    ['business', 'business'],
    ['savings_portal', 'savings_portal'],
    ['RETAIL', 'savings_portal'],
    ['private', 'savings_portal'],
    ['', 'savings_portal'],
    [undefined, 'savings_portal'],
    [null, 'savings_portal'],
    [42, 'savings_portal'],
  ])('%s → %s', (value, group) => {
    expect(toCustomerGroup(value)).toBe(group)
  })
})
