import type { CalendarDate } from '../money/calendar-date'

/**
 * How often a customer confirms their data (`/my-data/validate`): once a year, counted from the
 * last confirmation or, before the first, from registration. The bank's KYC refresh for low-risk
 * customers is yearly; a changed address or financial information counts as a confirmation.
 */
export const dataConfirmationIntervalYears = 1

/** The day from which a confirmation is due. 29 February moves to 28 February. */
export function dataConfirmationDueBy(
  lastConfirmedOn: CalendarDate | null,
  registeredOn: CalendarDate,
): CalendarDate {
  const from = lastConfirmedOn ?? registeredOn
  const year = Number(from.slice(0, 4)) + dataConfirmationIntervalYears
  const monthDay = from.slice(5) === '02-29' ? '02-28' : from.slice(5)
  return `${year}-${monthDay}`
}

/** Whether the dashboard shows the task: from the due day on. */
export function isDataConfirmationDue(dueBy: CalendarDate, today: CalendarDate): boolean {
  return today >= dueBy
}
