import { describe, expect, it } from 'vitest'
import { isSameMarket, marketOfCountry } from './region'

describe('marketOfCountry', () => {
  it.each([
    ['DE', 'DEU'],
    ['AT', 'DEU'],
    ['PL', 'DEU'],
    ['CH', 'DEU'],
    ['GB', 'GBR'],
    ['US', 'USA'],
  ])('%s belongs to %s', (country, market) => {
    expect(marketOfCountry(country)).toBe(market)
  })
})

describe('isSameMarket', () => {
  it.each([
    ['IT', 'DE', true],
    ['DE', 'AT', true],
    ['US', 'DE', false],
    ['GB', 'DE', false],
    ['US', 'US', true],
    ['GB', 'GB', true],
    ['DE', 'GB', false],
  ])('a bank in %s for a customer in %s: %s', (bank, customer, same) => {
    expect(isSameMarket(bank, customer)).toBe(same)
  })
})
