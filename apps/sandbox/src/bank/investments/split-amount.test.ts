import { describe, expect, it } from 'vitest'
import { splitByWeights } from './split-amount'

describe('splitByWeights', () => {
  it.each([
    [10_000, [5000, 5000], [5000, 5000]],
    [1, [5000, 5000], [1, 0]],
    [100, [3333, 3333, 3334], [33, 33, 34]],
    [
      99_999,
      [2000, 500, 500, 3000, 1500, 1500, 1000],
      [20_000, 5000, 5000, 29_999, 15_000, 15_000, 10_000],
    ],
  ])('splits %i by %j into %j, summing exactly', (amount, weights, expected) => {
    const parts = splitByWeights(amount, weights)
    expect(parts.reduce((a, b) => a + b, 0)).toBe(amount)
    expect(parts).toEqual(expected)
  })

  it('refuses fractions of a cent', () => {
    expect(() => splitByWeights(10.5, [10_000])).toThrow(RangeError)
  })
})
