import { describe, expect, it } from 'vitest'
import { hasOfferEnded, isOfferOfMarket, marketOfCountry } from './customer-market'

describe('customer market', () => {
  it.each([
    ['DE', 'DEU'],
    ['AT', 'DEU'],
    ['PL', 'DEU'],
    ['GB', 'GBR'],
    ['US', 'USA'],
  ])('%s belongs to %s', (country, market) => {
    expect(marketOfCountry(country)).toBe(market)
  })

  it('offers a European bank to a German customer, never a UK or US one', () => {
    expect(isOfferOfMarket({ country: 'FR' }, 'DEU')).toBe(true)
    expect(isOfferOfMarket({ country: 'GB' }, 'DEU')).toBe(false)
    expect(isOfferOfMarket({ country: 'US' }, 'DEU')).toBe(false)
  })

  it.each([
    ['AVAILABLE', false],
    ['LIMITED', false],
    ['SOLD_OUT', true],
    ['COMING_SOON', true],
  ])('an offer %s has ended: %s', (availability, ended) => {
    expect(hasOfferEnded({ availability })).toBe(ended)
  })
})
