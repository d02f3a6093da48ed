import { describe, expect, it } from 'vitest'
import { expectedRange } from './expected-range'

describe('expectedRange', () => {
  it.each([
    // return, volatility, costs, years → bad, expected, good after costs, computed apart in Python:
    // drift = ln((1 + r)(1 − c/12)¹²) − σ²/2, bound = exp(drift ± 1.6449 σ/√years) − 1
    [0.065, 0.15, 0, 1, -0.1772, 0.065, 0.3478],
    [0.065, 0.15, 0, 25, 0.0024, 0.065, 0.1064],
    [0.02, 0, 0.0034, 1, 0.0165, 0.0165, 0.0165],
  ])(
    '%f ± %f, costs %f, %i years',
    (expectedReturn, volatility, costRate, years, bad, expected, good) => {
      const range = expectedRange({ expectedReturn, volatility, costRate }, years)
      expect(range.bad).toBeCloseTo(bad, 4)
      expect(range.expected).toBeCloseTo(expected, 4)
      expect(range.good).toBeCloseTo(good, 4)
    },
  )
})
