import { describe, expect, it } from 'vitest'
import { type CustomMixLine, validateCustomMix } from './custom-mix'

const world = 'IE000MRDW015'
const emerging = 'IE000MRDM057'
const govies = 'LU2718AUG018'

describe('validateCustomMix', () => {
  it.each([
    ['one fund at 100 %', [{ isin: world, weightBasisPoints: 10_000 }]],
    [
      'three funds in basis points',
      [
        { isin: world, weightBasisPoints: 6_050 },
        { isin: emerging, weightBasisPoints: 1_450 },
        { isin: govies, weightBasisPoints: 2_500 },
      ],
    ],
  ])('accepts %s', (_, lines) => {
    const result = validateCustomMix(lines)
    expect(result.ok && result.holdings.map((h) => [h.etf.isin, h.weightBasisPoints])).toEqual(
      lines.map((line) => [line.isin, line.weightBasisPoints]),
    )
  })

  const ten = Array.from({ length: 11 }, (_, i) => ({ isin: world, weightBasisPoints: i }))
  it.each<[string, CustomMixLine[], unknown]>([
    ['no fund', [], [{ reason: 'noEtf' }]],
    [
      'weights summing to 99 %',
      [
        { isin: world, weightBasisPoints: 5_000 },
        { isin: govies, weightBasisPoints: 4_900 },
      ],
      [{ reason: 'weightsDoNotSumTo100' }],
    ],
    [
      'weights summing to 101 %',
      [{ isin: world, weightBasisPoints: 10_100 }],
      [{ reason: 'weightsDoNotSumTo100' }],
    ],
    [
      'an unknown ISIN (valid check digit, not in the universe)',
      [{ isin: 'IE00B4L5Y983', weightBasisPoints: 10_000 }],
      [{ reason: 'unknownEtf', line: 0 }],
    ],
    [
      'the same fund twice',
      [
        { isin: world, weightBasisPoints: 5_000 },
        { isin: world, weightBasisPoints: 5_000 },
      ],
      [{ reason: 'duplicateEtf', line: 1 }],
    ],
    [
      'a fraction of a basis point',
      [
        { isin: world, weightBasisPoints: 4_999.5 },
        { isin: govies, weightBasisPoints: 5_000.5 },
      ],
      [
        { reason: 'weightNotWhole', line: 0 },
        { reason: 'weightNotWhole', line: 1 },
      ],
    ],
    [
      'a weight under 1 % and a negative one',
      [
        { isin: world, weightBasisPoints: 10_050 },
        { isin: govies, weightBasisPoints: 99 },
        { isin: emerging, weightBasisPoints: -149 },
      ],
      [
        { reason: 'weightTooSmall', line: 1 },
        { reason: 'weightTooSmall', line: 2 },
      ],
    ],
    [
      'eleven lines',
      ten,
      expect.arrayContaining([{ reason: 'tooManyEtfs' }, { reason: 'duplicateEtf', line: 10 }]),
    ],
  ])('refuses %s', (_, lines, problems) => {
    expect(validateCustomMix(lines)).toEqual({ ok: false, problems })
  })
})
