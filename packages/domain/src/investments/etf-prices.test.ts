import { describe, expect, it } from 'vitest'
import { isBankDay } from '../money/bank-day'
import { segmentAssumptions } from './capital-market-assumptions'
import { etfPrices, priceSeriesStart } from './etf-prices'
import { etfByIsin, etfUniverse } from './etf-universe'

const world = etfByIsin('IE000MRDW015')
if (world === undefined) throw new Error('universe changed')

describe('etfPrices', () => {
  it('gives the same prices for the same days, whatever range is asked for', () => {
    const long = etfPrices(world, priceSeriesStart, '2026-11-23')
    const short = etfPrices(world, '2026-11-02', '2026-11-23')
    expect(short).toEqual(long.filter((p) => p.date >= '2026-11-02'))
    expect(etfPrices(world, priceSeriesStart, '2026-11-23')).toEqual(long)
  })

  it('prices bank days only, in whole cents, from the series start on', () => {
    const prices = etfPrices(world, '2026-12-20', '2027-01-06')
    expect(prices.map((p) => p.date)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
    ])
    expect(prices.every((p) => Number.isInteger(p.price) && isBankDay(p.date, 'EUR'))).toBe(true)
    expect(etfPrices(world, '2020-01-01', priceSeriesStart)).toHaveLength(1)
  })

  it('gives every fund its own path', () => {
    const lastPrices = etfUniverse.map(
      (etf) => etfPrices(etf, '2026-11-23', '2026-11-23')[0]?.price,
    )
    expect(new Set(lastPrices).size).toBe(etfUniverse.length)
  })

  it.each([['IE000MRDW015'], ['LU2718AUG018']])(
    '%s: twenty years of daily steps show the segment’s volatility and drift',
    (isin) => {
      const etf = etfByIsin(isin)
      if (etf === undefined) throw new Error(isin)
      const prices = etfPrices(etf, priceSeriesStart, '2044-01-04').map((p) => p.price)
      const steps = prices.slice(1).map((price, i) => Math.log(price / (prices[i] ?? price)))
      const mean = steps.reduce((sum, x) => sum + x, 0) / steps.length
      const deviation = Math.sqrt(steps.reduce((sum, x) => sum + (x - mean) ** 2, 0) / steps.length)
      const { volatility, expectedReturn } = segmentAssumptions[etf.segment]
      expect(deviation * Math.sqrt(255)).toBeCloseTo(volatility, 2)
      const drift = Math.log(1 + expectedReturn - etf.terBasisPoints / 10_000) - volatility ** 2 / 2
      // Twenty years pin the drift only to about ±2 σ/√20 a year.
      expect(Math.abs(mean * 255 - drift)).toBeLessThan((2 * volatility) / Math.sqrt(20))
    },
  )
})
