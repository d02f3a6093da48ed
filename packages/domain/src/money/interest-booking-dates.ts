import type { InterestBookingInterval, InterestPayoutScheme } from '../enumerations'
import { addMonths, type CalendarDate } from './calendar-date'

const monthsPerPeriod = { MONTHLY: 1, QUARTERLY: 3, ANNUAL: 12 } as const

/**
 * When interest is booked: an offer's own booking interval (spec section 3) when it names one,
 * otherwise its payout scheme. Interest is booked at the end of each period counted from the
 * deposit's start (monthly, quarterly or annual anniversaries) and on the maturity date. A
 * deposit without maturity (overnight, notice) that pays "at maturity" is booked annually.
 */
export function interestBookingDates(deposit: {
  payout: InterestPayoutScheme
  bookingInterval?: InterestBookingInterval | undefined
  start: CalendarDate
  maturity: CalendarDate | null
  /** Last date to list (inclusive). */
  until: CalendarDate
}): CalendarDate[] {
  const scheme = schemeOf(deposit.payout, deposit.bookingInterval)
  const step =
    scheme === 'MATURITY' ? (deposit.maturity === null ? 12 : null) : monthsPerPeriod[scheme]
  const last =
    deposit.maturity !== null && deposit.maturity < deposit.until ? deposit.maturity : deposit.until
  const dates: CalendarDate[] = []
  if (step !== null) {
    for (let n = 1; ; n++) {
      const date = addMonths(deposit.start, n * step)
      if (date > last || (deposit.maturity !== null && date >= deposit.maturity)) break
      dates.push(date)
    }
  }
  if (deposit.maturity !== null && deposit.maturity <= deposit.until) dates.push(deposit.maturity)
  return dates
}

function schemeOf(
  payout: InterestPayoutScheme,
  interval: InterestBookingInterval | undefined,
): InterestPayoutScheme {
  switch (interval) {
    case 'MONTHLY':
      return 'MONTHLY'
    case 'QUARTERLY':
      return 'QUARTERLY'
    case 'ANNUALLY':
      return 'ANNUAL'
    case 'MATURITY':
      return 'MATURITY'
    default:
      return payout
  }
}
