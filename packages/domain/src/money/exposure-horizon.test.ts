import { describe, expect, it } from 'vitest'
import { exposureHorizon, orderExposureHorizon } from './exposure-horizon'

describe('exposure horizon', () => {
  it.each([
    ['2026-11-23', '2027-05-23', '2027-05-23'],
    ['2026-11-23', null, '2027-11-23'],
    ['2028-02-29', null, '2029-02-28'],
    ['2026-11-23', '2026-11-23', '2026-11-23'],
  ])('on %s with maturity %s: %s', (today, maturity, expected) => {
    expect(exposureHorizon(today, maturity)).toBe(expected)
  })

  it.each([
    ['2026-11-23', 6, '2027-05-23'],
    ['2026-08-31', 3, '2026-11-30'],
    ['2026-11-23', null, '2027-11-23'],
    ['2026-11-23', 24, '2028-11-23'],
  ])('an order on %s for %s months: %s', (today, termMonths, expected) => {
    expect(orderExposureHorizon(today, termMonths)).toBe(expected)
  })
})
