import Big from 'big.js'
import type { CalendarDate } from './calendar-date'
import { accrualDays, dayCountConventionOf } from './day-count-convention'

export interface AccrualPeriod {
  /** Balance in minor units during the whole period. */
  balance: number
  /** Nominal annual rate as a decimal string, e.g. "0.0325". */
  annualRate: string
  currency: string
  /** First day that earns interest. */
  start: CalendarDate
  /** Day after the last day that earns interest. */
  end: CalendarDate
}

/**
 * Simple interest of one period in exact minor units, not rounded: balance × rate × year
 * fraction under the currency's day-count convention. Rounding happens at booking.
 */
export function accruedInterest(period: AccrualPeriod): Big {
  if (period.end <= period.start) return new Big(0)
  const { days, basis } = accrualDays(
    dayCountConventionOf(period.currency),
    period.start,
    period.end,
  )
  // divide last, so the only inexact step is one division to 20 decimal places
  return new Big(period.balance).times(period.annualRate).times(days).div(basis)
}
