import { describe, expect, it } from 'vitest'
import { effectiveBasisPoints, formatBasisPoints } from './decimal-rate'

describe('formatBasisPoints', () => {
  it.each([
    [315, '0.0315'],
    [5, '0.0005'],
    [0, '0.0000'],
    [12_500, '1.2500'],
  ])('writes %i bp as %s', (basisPoints, text) => {
    expect(formatBasisPoints(basisPoints)).toBe(text)
  })
})

describe('effectiveBasisPoints', () => {
  it.each([
    [300, 12, true, 304],
    [300, 4, true, 303],
    [300, 1, true, 300],
    [300, 12, false, 300],
  ])(
    '%i bp credited %i times a year (compounding %s) is %i bp effective',
    (nominal, n, compounding, effective) => {
      expect(effectiveBasisPoints(nominal, n, compounding)).toBe(effective)
    },
  )
})
