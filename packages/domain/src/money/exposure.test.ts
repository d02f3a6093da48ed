import { describe, expect, it } from 'vitest'
import { coveredAmount, exposureLevel, shareOfLimitBasisPoints } from './exposure'

describe('exposureLevel', () => {
  it.each([
    { case: 'nothing at the bank', exposure: 0, limit: 100_000_00, level: 'covered' },
    { case: 'well below the EU limit', exposure: 20_604_14, limit: 100_000_00, level: 'covered' },
    { case: 'one cent below 90 %', exposure: 89_999_99, limit: 100_000_00, level: 'covered' },
    { case: 'exactly 90 %', exposure: 90_000_00, limit: 100_000_00, level: 'nearLimit' },
    { case: 'exactly the limit', exposure: 100_000_00, limit: 100_000_00, level: 'nearLimit' },
    { case: 'one cent above', exposure: 100_000_01, limit: 100_000_00, level: 'overLimit' },
    {
      case: 'FSCS £120,000: £110,000',
      exposure: 110_000_00,
      limit: 120_000_00,
      level: 'nearLimit',
    },
    {
      case: 'FSCS: £119,000 was over £85,000',
      exposure: 119_000_00,
      limit: 85_000_00,
      level: 'overLimit',
    },
    { case: 'FDIC $250,000: $200,000', exposure: 200_000_00, limit: 250_000_00, level: 'covered' },
    {
      case: 'a bank country without a known scheme',
      exposure: 5_00,
      limit: null,
      level: 'noScheme',
    },
  ])('$case → $level', ({ exposure, limit, level }) => {
    expect(exposureLevel({ exposure, limit })).toBe(level)
  })
})

describe('shareOfLimitBasisPoints', () => {
  it.each([
    [0, 100_000_00, 0],
    [89_999_99, 100_000_00, 8_999],
    [100_000_00, 100_000_00, 10_000],
    [150_000_00, 100_000_00, 15_000],
    [60_000_00, 120_000_00, 5_000],
    [1, null, 0],
  ])('%i of %s → %i bp', (exposure, limit, share) => {
    expect(shareOfLimitBasisPoints({ exposure, limit })).toBe(share)
  })
})

describe('coveredAmount', () => {
  it.each([
    [50_000_00, 100_000_00, 50_000_00],
    [150_000_00, 100_000_00, 100_000_00],
    [50_000_00, null, 0],
  ])('%i against %s covers %i', (exposure, limit, covered) => {
    expect(coveredAmount({ exposure, limit })).toBe(covered)
  })
})
