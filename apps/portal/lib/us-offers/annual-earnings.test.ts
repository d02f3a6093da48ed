import { describe, expect, it } from 'vitest'
import { annualEarnings } from './annual-earnings'

describe('annualEarnings (minor units, half up)', () => {
  it.each([
    [1_000_000n, '0.0411', 41_100n],
    [1_000_000n, '0.05', 50_000n],
    [100n, '0.045', 5n], // 4.5 cents → 5
    [100n, '0.0449', 4n], // 4.49 cents → 4
    [1n, '0.5', 1n], // 0.5 cent → 1
    [1n, '0.4999', 0n],
    [0n, '0.0411', 0n],
    [1_000_000n, '0', 0n],
    [1_000_000n, '1', 1_000_000n],
    [1_000_000n, '0.1', 100_000n], // 0.1 is not exact in binary floats
    [1_000_000n, '0.07', 70_000n], // 0.07 * 100 = 7.000000000000001 in floats
    [333n, '0.015', 5n], // 4.995 → 5
    [10_000_001n, '0.0325', 325_000n], // 325000.0325 → 325000
    [999_999_999_999n, '0.0499', 49_900_000_000n], // large amounts stay exact
    [5_000_000n, '-0.005', -25_000n], // negative rate
  ])('%s at %s → %s', (amount, apy, expected) => {
    expect(annualEarnings(amount, apy)).toBe(expected)
  })

  it('rejects a non-decimal APY', () => {
    expect(() => annualEarnings(100n, '4%')).toThrow(RangeError)
  })
})
