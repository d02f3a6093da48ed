import { describe, expect, it } from 'vitest'
import { markets } from '../markets'
import { payoutProductsOf } from './payout-products'

describe('payoutProductsOf: what a market sells that pays out on request', () => {
  it.each([
    ['de-de', ['overnight_deposit', 'flexgeld']],
    ['de-at', ['overnight_deposit', 'flexgeld']],
    ['pl-pl', ['overnight_deposit']],
    ['en-gb', ['overnight_deposit']],
    ['de-ch', ['overnight_deposit']],
    ['en-us', []],
  ] as const)('%s: %j', (locale, products) => {
    expect(payoutProductsOf(markets[locale])).toEqual(products)
  })
})
