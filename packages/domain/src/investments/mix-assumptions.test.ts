import { describe, expect, it } from 'vitest'
import { segmentAssumptions } from './capital-market-assumptions'
import type { Holding } from './etf'
import { etfByIsin } from './etf-universe'
import { mixAssumptions, weightedTerBasisPoints } from './mix-assumptions'

function holding(isin: string, weightBasisPoints: number): Holding {
  const etf = etfByIsin(isin)
  if (etf === undefined) throw new Error(`unknown ${isin}`)
  return { etf, weightBasisPoints }
}

const world = 'IE000MRDW015' // equity developed, 6.5 %, 15 %, TER 12 bp
const emerging = 'IE000MRDM057' // equity emerging, 7.5 %, 21 %, TER 18 bp
const govies = 'LU2718AUG018' // euro government bonds, 2.6 %, 5.5 %, TER 9 bp
const overnight = 'LU2718AUM073' // money market, 2 %, 0.4 %, TER 10 bp

describe('mixAssumptions', () => {
  it('gives a single fund its segment figures plus fee and TER', () => {
    expect(mixAssumptions([holding(world, 10_000)], 45)).toEqual({
      expectedReturn: segmentAssumptions.equityDeveloped.expectedReturn,
      volatility: segmentAssumptions.equityDeveloped.volatility,
      costRate: 0.0057,
    })
  })

  it.each([
    // a, b, weight of a (bp), correlation of the pair by hand, expected return by hand
    [world, govies, 6_000, 0.1, 0.6 * 0.065 + 0.4 * 0.026],
    [world, emerging, 8_000, 0.85, 0.8 * 0.065 + 0.2 * 0.075],
    [govies, overnight, 5_000, 0, 0.5 * 0.026 + 0.5 * 0.02],
  ])('%s with %s at %i bp: two-asset formula', (a, b, weightOfA, correlation, expectedReturn) => {
    const first = holding(a, weightOfA)
    const second = holding(b, 10_000 - weightOfA)
    const [w1, w2] = [weightOfA / 10_000, 1 - weightOfA / 10_000]
    const s1 = segmentAssumptions[first.etf.segment].volatility
    const s2 = segmentAssumptions[second.etf.segment].volatility
    const volatility = Math.sqrt(
      w1 ** 2 * s1 ** 2 + w2 ** 2 * s2 ** 2 + 2 * w1 * w2 * s1 * s2 * correlation,
    )
    const result = mixAssumptions([first, second], 60)
    expect(result.expectedReturn).toBeCloseTo(expectedReturn, 12)
    expect(result.volatility).toBeCloseTo(volatility, 12)
  })

  it('counts two funds of one segment as perfectly correlated', () => {
    const twoWorlds = mixAssumptions([holding(world, 5_000), holding('IE000MRDA029', 5_000)], 0)
    expect(twoWorlds.volatility).toBeCloseTo(0.15, 12)
  })

  it('diversifies: a balanced mix is less volatile than its parts on average', () => {
    const mix = mixAssumptions([holding(world, 5_000), holding(govies, 5_000)], 0)
    expect(mix.volatility).toBeLessThan((0.15 + 0.055) / 2)
  })

  it('weights the TER by share', () => {
    expect(weightedTerBasisPoints([holding(world, 2_500), holding(emerging, 7_500)])).toBeCloseTo(
      16.5,
      12,
    )
  })
})
