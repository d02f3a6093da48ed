import { addBankDays } from '../money/bank-day'
import type { CalendarDate } from '../money/calendar-date'
import { segmentAssumptions } from './capital-market-assumptions'
import type { Etf } from './etf'
import { seededNormal } from './seeded-random'

/** The first price of every simulated series: the first TARGET2 bank day of 2024. */
export const priceSeriesStart: CalendarDate = '2024-01-02'

/** Bank days a year, to spread the yearly figures over single days. */
const bankDaysPerYear = 255

export interface EtfPrice {
  date: CalendarDate
  /** Price of one share in EUR minor units. */
  price: number
}

/** FNV-1a: a stable 32-bit seed from the ISIN, so each fund has its own path. */
function seedOf(isin: string): number {
  let hash = 0x811c9dc5
  for (const char of isin) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash
}

/**
 * Deterministic daily closing prices for the sandbox's portfolio service: on every TARGET2 bank
 * day from `priceSeriesStart`, a lognormal step with the fund's segment return less its TER and
 * the segment's volatility. The whole series is always drawn from its start, so a price never
 * depends on the range asked for. Start prices lie between €50 and €149.
 */
export function etfPrices(etf: Etf, from: CalendarDate, to: CalendarDate): EtfPrice[] {
  const { expectedReturn, volatility } = segmentAssumptions[etf.segment]
  const netReturn = expectedReturn - etf.terBasisPoints / 10_000
  const dailyDrift = (Math.log(1 + netReturn) - volatility ** 2 / 2) / bankDaysPerYear
  const dailyVolatility = volatility / Math.sqrt(bankDaysPerYear)
  const seed = seedOf(etf.isin)
  const normal = seededNormal(seed)
  let logPrice = Math.log(5_000 + (seed % 100) * 100)
  const prices: EtfPrice[] = []
  for (let date = priceSeriesStart; date <= to; date = addBankDays(date, 1, 'EUR')) {
    if (date !== priceSeriesStart) logPrice += dailyDrift + dailyVolatility * normal()
    if (date >= from) prices.push({ date, price: Math.round(Math.exp(logPrice)) })
  }
  return prices
}
