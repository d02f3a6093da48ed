import { type EtfPrice, etfPrices, priceSeriesStart } from '@portal/domain/investments/etf-prices'
import { etfByIsin } from '@portal/domain/investments/etf-universe'
import type { CalendarDate } from '@portal/domain/money/calendar-date'

/**
 * The seeded funds' deterministic daily closing prices (packages/domain etf-prices), drawn once
 * per fund up to the latest date asked for and kept: a price never depends on when it was read.
 */
export function createPriceBook() {
  const series = new Map<string, { through: CalendarDate; prices: EtfPrice[] }>()

  function pricesThrough(isin: string, date: CalendarDate): EtfPrice[] {
    const known = series.get(isin)
    if (known && known.through >= date) return known.prices
    const etf = etfByIsin(isin)
    if (!etf) throw new RangeError(`Unknown fund ${isin}`)
    // Draw a year ahead, so that a clock moving day by day rarely redraws the series.
    const through = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`
    const prices = etfPrices(etf, priceSeriesStart, through)
    series.set(isin, { through, prices })
    return prices
  }

  return {
    /** The closing price of the last bank day on or before `date`. */
    priceOn(isin: string, date: CalendarDate): EtfPrice {
      const prices = pricesThrough(isin, date)
      let low = 0
      let high = prices.length - 1
      while (low < high) {
        const middle = Math.ceil((low + high) / 2)
        if ((prices[middle]?.date ?? '') <= date) low = middle
        else high = middle - 1
      }
      const found = prices[low]
      if (!found || found.date > date) throw new RangeError(`No price of ${isin} by ${date}`)
      return found
    },
    prices(isin: string, from: CalendarDate, to: CalendarDate): EtfPrice[] {
      return pricesThrough(isin, to).filter((price) => price.date >= from && price.date <= to)
    },
  }
}

export type PriceBook = ReturnType<typeof createPriceBook>
