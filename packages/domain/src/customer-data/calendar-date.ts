/** A calendar date `YYYY-MM-DD` as the bank's Berlin calendar shows it; no time, no zone. */
export type CalendarDate = string

const dayMs = 24 * 60 * 60 * 1000

function toUtc(date: CalendarDate): number {
  const [year, month, day] = date.split('-').map(Number)
  return Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, day ?? Number.NaN)
}

/** The date `days` later (earlier when negative), across month and year ends and leap days. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(toUtc(date) + days * dayMs).toISOString().slice(0, 10)
}

export function yearOf(date: CalendarDate): number {
  return Number(date.slice(0, 4))
}
