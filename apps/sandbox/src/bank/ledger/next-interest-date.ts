import type { InterestPayoutScheme } from '@portal/domain'
import { addMonths, type CalendarDate } from '@portal/domain/money/calendar-date'
import { interestBookingDates } from '@portal/domain/money/interest-booking-dates'

/** The first interest booking date of a deposit after `after`, or null when none is left. */
export function nextInterestDate(
  deposit: { interestPayout: string; startDate: CalendarDate; maturityDate: CalendarDate | null },
  after: CalendarDate,
): CalendarDate | null {
  const dates = interestBookingDates({
    payout: deposit.interestPayout as InterestPayoutScheme,
    start: deposit.startDate,
    maturity: deposit.maturityDate,
    until: deposit.maturityDate ?? addMonths(after, 13),
  })
  return dates.find((date) => date > after) ?? null
}
