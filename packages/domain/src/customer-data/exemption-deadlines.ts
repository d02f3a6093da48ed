import { addDays, type CalendarDate, yearOf } from '../money/calendar-date'

/**
 * Days between the bank receiving a change and an interest payment it still applies to. The bank
 * books interest in a run prepared ahead of the payment date; four weeks covers that run and the
 * processing of the order.
 */
export const exemptionLeadDays = 28

/** Last day (inclusive) on which a change for the current tax year is taken. */
export const currentYearLastChangeDay = '12-15'

export type ExemptionYearProblem =
  | 'tax_year_closed'
  | 'current_year_deadline_passed'
  | 'tax_year_too_far'

/**
 * Which tax year a change received on `receivedOn` may be for: the current year until
 * 15 December inclusive, the next year at any time, past years never (they are settled with the
 * tax return), later years not yet.
 */
export function exemptionYearProblem(
  receivedOn: CalendarDate,
  taxYear: number,
): ExemptionYearProblem | null {
  const currentYear = yearOf(receivedOn)
  if (taxYear < currentYear) return 'tax_year_closed'
  if (taxYear > currentYear + 1) return 'tax_year_too_far'
  if (taxYear === currentYear && receivedOn > `${currentYear}-${currentYearLastChangeDay}`) {
    return 'current_year_deadline_passed'
  }
  return null
}

/**
 * The 28-day rule: a change received on day R applies to an interest payment on day P when
 * R ≤ P − 28 days, so received on the 28th day before it still counts, on the 27th it does not
 * and the payment is taxed under the order as it stood.
 */
export function appliesToInterestPayment(
  receivedOn: CalendarDate,
  paymentOn: CalendarDate,
): boolean {
  return receivedOn <= addDays(paymentOn, -exemptionLeadDays)
}

/** The interest payments of the tax year that a change received on `receivedOn` applies to. */
export function interestPaymentsAffected(
  receivedOn: CalendarDate,
  taxYear: number,
  paymentDates: readonly CalendarDate[],
): CalendarDate[] {
  return paymentDates.filter(
    (paymentOn) => yearOf(paymentOn) === taxYear && appliesToInterestPayment(receivedOn, paymentOn),
  )
}
