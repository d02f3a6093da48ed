import type { InterestPayoutScheme } from '../enumerations'
import { accruedInterest } from './accrued-interest'
import type { CalendarDate } from './calendar-date'
import { interestBookingDates } from './interest-booking-dates'
import { roundMinorUnits } from './round-minor-units'

export interface DepositTerms {
  principal: number
  annualRate: string
  currency: string
  payout: InterestPayoutScheme
  /** Interest is added to the deposit and earns interest itself. */
  compounding: boolean
  start: CalendarDate
  maturity: CalendarDate
}

/**
 * Gross interest of a term deposit from start to maturity, booked as the ledger books it: each
 * period's interest rounded half to even at its booking, and added to the balance when the
 * deposit compounds. Before tax.
 */
export function expectedInterest(terms: DepositTerms): number {
  const dates = interestBookingDates({ ...terms, until: terms.maturity })
  let balance = terms.principal
  let total = 0
  let periodStart = terms.start
  for (const date of dates) {
    const interest = roundMinorUnits(
      accruedInterest({
        balance,
        annualRate: terms.annualRate,
        currency: terms.currency,
        start: periodStart,
        end: date,
      }),
    )
    total += interest
    if (terms.compounding) balance += interest
    periodStart = date
  }
  return total
}
