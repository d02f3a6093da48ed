/**
 * Calendar dates as ISO strings (`2026-11-23`), computed in UTC so that no time zone or
 * daylight-saving change ever moves a booking to another day.
 */
export type CalendarDate = string

const msPerDay = 86_400_000

function toUtc(date: CalendarDate): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (match === null) throw new RangeError(`Not a calendar date: ${date}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

function fromUtc(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Whether `value` is a real date written as `2026-11-30` (not `2026-02-30`). */
export function isCalendarDate(value: string): value is CalendarDate {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * msPerDay)
}

/** Actual days from `start` to `end` (negative when `end` is earlier). */
export function daysBetween(start: CalendarDate, end: CalendarDate): number {
  return Math.round((toUtc(end) - toUtc(start)) / msPerDay)
}

/** Adds months, keeping the day of month or the month's last day: 31 Jan + 1 month = 28/29 Feb. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate()
  return fromUtc(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth(), Math.min(day, lastDay)),
  )
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  const day = new Date(toUtc(date)).getUTCDay()
  return day === 0 ? 7 : day
}

/** The calendar date of an instant in UTC. */
export function calendarDateOf(instant: Date): CalendarDate {
  return instant.toISOString().slice(0, 10)
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function yearOf(date: CalendarDate): number {
  return Number(date.slice(0, 4))
}
