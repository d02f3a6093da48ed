import { addMonths, type CalendarDate } from './calendar-date'

/** Money without a maturity (overnight, notice, Flexgeld) counts its interest for a year. */
export const openEndedHorizonMonths = 12

/**
 * Until when the interest still expected on money at a bank counts toward its deposit-guarantee
 * exposure: the deposit's maturity, or a year from `today` for an account without one. The
 * ledger's figure (the dashboard) and the order review's warning both count this way.
 */
export function exposureHorizon(today: CalendarDate, maturity: CalendarDate | null): CalendarDate {
  return maturity ?? addMonths(today, openEndedHorizonMonths)
}

/** The horizon of money ordered on `today` for a term of `termMonths` (none: open-ended). */
export function orderExposureHorizon(today: CalendarDate, termMonths: number | null): CalendarDate {
  return exposureHorizon(today, termMonths === null ? null : addMonths(today, termMonths))
}
