import { describe, expect, it } from 'vitest'
import { compareDecimal, netRateAfterWithholding } from './decimal-rate'

describe('netRateAfterWithholding', () => {
  it.each([
    ['0.0300', '0.26375', '0.022088'],
    ['0.0300', '0', '0.030000'],
    ['0.0683', '0.26', '0.050542'],
    ['0.0125', '0.35', '0.008125'],
    ['0.01', '1', '0.000000'],
    ['0.000001', '0.5', '0.000001'],
    ['-0.005', '0.25', '-0.003750'],
  ])('%s gross with %s withheld → %s', (gross, tax, net) => {
    expect(netRateAfterWithholding(gross, tax)).toBe(net)
  })
})

describe('compareDecimal', () => {
  it.each([
    ['0.1', '0.09', 1],
    ['0.050', '0.05', 0],
    ['-0.01', '0', -1],
  ] as const)('%s vs %s → %i', (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected)
  })
})
