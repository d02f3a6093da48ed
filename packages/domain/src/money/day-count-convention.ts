import Big from 'big.js'
import { type CalendarDate, daysBetween } from './calendar-date'

export type DayCountConvention = 'ACT/365F' | 'ACT/360' | '30E/360'

/**
 * One day-count convention per currency, used for every interest calculation of the ledger.
 *
 * - EUR, GBP, PLN, SEK, NOK, DKK, USD, AUD, CAD: ACT/365 Fixed. Retail deposit interest in these
 *   markets is quoted per 365-day year (the UK and Poland by market convention, US banks'
 *   Truth-in-Savings APY on a 365-day basis, and most euro-area deposit banks); money-market
 *   ACT/360 would pay the customer more than the quoted rate over a whole year.
 * - CHF: 30E/360, the "German" method Swiss banks use for savings and term deposits.
 *
 * A currency not in the table gets ACT/365 Fixed.
 */
export const dayCountConventions: Readonly<Record<string, DayCountConvention>> = {
  EUR: 'ACT/365F',
  GBP: 'ACT/365F',
  PLN: 'ACT/365F',
  SEK: 'ACT/365F',
  NOK: 'ACT/365F',
  DKK: 'ACT/365F',
  USD: 'ACT/365F',
  AUD: 'ACT/365F',
  CAD: 'ACT/365F',
  CHF: '30E/360',
}

export function dayCountConventionOf(currency: string): DayCountConvention {
  return dayCountConventions[currency] ?? 'ACT/365F'
}

/** Interest days from `start` (inclusive) to `end` (exclusive) and the days of a year. */
export function accrualDays(
  convention: DayCountConvention,
  start: CalendarDate,
  end: CalendarDate,
): { days: number; basis: number } {
  switch (convention) {
    case 'ACT/365F':
      return { days: daysBetween(start, end), basis: 365 }
    case 'ACT/360':
      return { days: daysBetween(start, end), basis: 360 }
    case '30E/360':
      return { days: days30E360(start, end), basis: 360 }
  }
}

/** The fraction of a year from `start` to `end` (20 decimal places). */
export function yearFraction(
  convention: DayCountConvention,
  start: CalendarDate,
  end: CalendarDate,
): Big {
  const { days, basis } = accrualDays(convention, start, end)
  return new Big(days).div(basis)
}

function days30E360(start: CalendarDate, end: CalendarDate): number {
  const [y1, m1, d1] = start.split('-').map(Number) as [number, number, number]
  const [y2, m2, d2] = end.split('-').map(Number) as [number, number, number]
  return 360 * (y2 - y1) + 30 * (m2 - m1) + (Math.min(d2, 30) - Math.min(d1, 30))
}
