import { describe, expect, it } from 'vitest'
import { isOfferInCustomerMarket } from './offer-market'

describe('isOfferInCustomerMarket', () => {
  it.each([
    ['IT', 'DE', true],
    ['DE', 'AT', true],
    ['US', 'DE', false],
    ['GB', 'DE', false],
    ['US', 'US', true],
    ['GB', 'GB', true],
    ['DE', 'GB', false],
  ])('a bank in %s for a customer in %s: %s', (bank, customer, inMarket) => {
    expect(isOfferInCustomerMarket(bank, customer)).toBe(inMarket)
  })
})
