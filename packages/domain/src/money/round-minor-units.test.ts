import Big from 'big.js'
import { describe, expect, it } from 'vitest'
import { roundMinorUnits } from './round-minor-units'

describe('roundMinorUnits (half to even)', () => {
  it.each([
    ['12328.7671', 12329],
    ['5512.5', 5512],
    ['5513.5', 5514],
    ['0.5', 0],
    ['1.5', 2],
    ['-2.5', -2],
    ['99.4999999', 99],
  ])('%s → %i', (amount, rounded) => {
    expect(roundMinorUnits(new Big(amount))).toBe(rounded)
  })
})
