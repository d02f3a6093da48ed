import { describe, expect, it } from 'vitest'
import { riskIndicatorOfVolatility } from './risk-indicator'

describe('riskIndicatorOfVolatility', () => {
  it.each([
    [0, 1],
    [0.004, 1],
    [0.005, 2],
    [0.049, 2],
    [0.05, 3],
    [0.119, 3],
    [0.12, 4],
    [0.15, 4],
    [0.2, 5],
    [0.3, 6],
    [0.79, 6],
    [0.8, 7],
    [1.5, 7],
  ])('volatility %f gives %i', (volatility, indicator) => {
    expect(riskIndicatorOfVolatility(volatility)).toBe(indicator)
  })
})
