import { describe, expect, it } from 'vitest'
import { segmentAssumptions } from './capital-market-assumptions'
import { Etf } from './etf'
import { etfByIsin, etfUniverse } from './etf-universe'
import { riskIndicatorOfVolatility } from './risk-indicator'

describe('etfUniverse', () => {
  it('holds 16 funds, each a valid Etf (ISIN check digit, TER, indicator), ISINs unique', () => {
    expect(etfUniverse).toHaveLength(16)
    for (const entry of etfUniverse) expect(Etf.parse(entry)).toEqual(entry)
    expect(new Set(etfUniverse.map((entry) => entry.isin)).size).toBe(etfUniverse.length)
  })

  it('covers every broad asset class', () => {
    const classes = etfUniverse.map((entry) => entry.assetClass)
    expect([...new Set(classes)].sort()).toEqual(['bond', 'equity', 'moneyMarket'])
  })

  it.each(etfUniverse.map((entry) => [entry.name, entry] as const))(
    '%s: its risk indicator agrees with the volatility of its segment',
    (_, entry) => {
      const segment = segmentAssumptions[entry.segment]
      expect(entry.riskIndicator).toBe(riskIndicatorOfVolatility(segment.volatility))
    },
  )

  it('finds a fund by ISIN and nothing for an unknown one', () => {
    expect(etfByIsin('LU2718AUM073')?.assetClass).toBe('moneyMarket')
    expect(etfByIsin('IE00B4L5Y983')).toBeUndefined()
  })

  it('rejects an ISIN whose check digit is wrong', () => {
    const [first] = etfUniverse
    expect(Etf.safeParse({ ...first, isin: 'IE000MRDW016' }).success).toBe(false)
  })
})
