import { describe, expect, it } from 'vitest'
import { CustomMix, type CustomMixLine, validateCustomMix } from './custom-mix'
import { customMixRiskClass } from './custom-mix-class'
import { modelPortfolios } from './risk-class-portfolios'

const holdingsOf = (lines: CustomMixLine[]) => {
  const validation = validateCustomMix(lines)
  if (!validation.ok) throw new Error('invalid mix')
  return validation.holdings
}

describe('customMixRiskClass', () => {
  it.each<[string, CustomMixLine[], string]>([
    [
      'money-market funds only',
      [
        { isin: 'LU2718AUM073', weightBasisPoints: 5_000 },
        { isin: 'LU2718AUB084', weightBasisPoints: 5_000 },
      ],
      'money_market',
    ],
    ['short government bonds only', [{ isin: 'LU2718AUS021', weightBasisPoints: 10_000 }], '30'],
    [
      '40 % world equity, 60 % short bonds',
      [
        { isin: 'IE000MRDW015', weightBasisPoints: 4_000 },
        { isin: 'LU2718AUS021', weightBasisPoints: 6_000 },
      ],
      '50',
    ],
    ['all world equity', [{ isin: 'IE000MRDW015', weightBasisPoints: 10_000 }], '100'],
    [
      '50 % emerging markets: more volatile than class 50, so 70',
      [
        { isin: 'IE000MRDM057', weightBasisPoints: 5_000 },
        { isin: 'LU2718AUS021', weightBasisPoints: 5_000 },
      ],
      '70',
    ],
  ])('%s', (_, lines, expected) => {
    expect(customMixRiskClass(holdingsOf(lines))).toBe(expected)
  })

  it('gives each model portfolio its own class', () => {
    for (const [riskClass, { weights }] of Object.entries(modelPortfolios)) {
      const lines = Object.entries(weights).map(([isin, weightBasisPoints]) => ({
        isin,
        weightBasisPoints,
      }))
      expect(customMixRiskClass(holdingsOf(lines))).toBe(riskClass)
    }
  })
})

describe('CustomMix schema', () => {
  it('accepts a valid mix', () => {
    expect(CustomMix.safeParse([{ isin: 'IE000MRDW015', weightBasisPoints: 10_000 }]).success).toBe(
      true,
    )
  })

  it('names the rule a mix breaks, at its line', () => {
    const parsed = CustomMix.safeParse([
      { isin: 'IE000MRDW015', weightBasisPoints: 9_900 },
      { isin: 'LU2718AUS021', weightBasisPoints: 50 },
    ])
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[1], 'weightTooSmall'],
      [[], 'weightsDoNotSumTo100'],
    ])
  })

  it('refuses an unknown fund and a duplicate', () => {
    const parsed = CustomMix.safeParse([
      { isin: 'IE000MRDW015', weightBasisPoints: 5_000 },
      { isin: 'IE000MRDW015', weightBasisPoints: 4_000 },
      { isin: 'DE0000000000', weightBasisPoints: 1_000 },
    ])
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'duplicateEtf',
      'unknownEtf',
    ])
  })
})
