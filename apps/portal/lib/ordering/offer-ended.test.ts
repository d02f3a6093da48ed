import { describe, expect, it } from 'vitest'
import { hasOfferEnded } from './offer-ended'

describe('hasOfferEnded', () => {
  it.each([
    ['AVAILABLE', false],
    ['LIMITED', false],
    ['SOLD_OUT', true],
    ['COMING_SOON', true],
  ])('an offer %s has ended: %s', (availability, ended) => {
    expect(hasOfferEnded({ availability })).toBe(ended)
  })
})
