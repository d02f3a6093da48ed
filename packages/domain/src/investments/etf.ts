import { z } from 'zod'
import { marketSegments } from './capital-market-assumptions'
import { isValidIsin } from './isin'

export const etfRegions = [
  'world',
  'europe',
  'eurozone',
  'northAmerica',
  'pacific',
  'emergingMarkets',
] as const

export const etfAssetClasses = ['equity', 'bond', 'moneyMarket'] as const

/** An exchange-traded fund of the seeded universe, as its key information document states it. */
export const Etf = z.object({
  isin: z.string().refine(isValidIsin, 'Expected an ISIN with a valid check digit'),
  name: z.string().min(1),
  assetClass: z.enum(etfAssetClasses),
  /** The capital-market segment whose assumptions the prognosis uses for this fund. */
  segment: z.enum(marketSegments),
  region: z.enum(etfRegions),
  /** Total expense ratio in basis points a year (12 = 0.12 %). */
  terBasisPoints: z.number().int().min(0).max(300),
  /** Summary risk indicator 1–7. */
  riskIndicator: z.number().int().min(1).max(7),
})
export type Etf = z.infer<typeof Etf>

/** A fund with its share of a portfolio in basis points (10,000 = 100 %). */
export interface Holding {
  etf: Etf
  weightBasisPoints: number
}
