import type { Weekday } from '../enumerations'
import { bankHolidays } from './bank-holidays'
import { addDays, type CalendarDate, isoWeekday } from './calendar-date'

/** A day the currency's payment system settles: not a weekend, not a closing day. */
export function isBankDay(date: CalendarDate, currency: string): boolean {
  if (isoWeekday(date) >= 6) return false
  return !bankHolidays(currency, Number(date.slice(0, 4))).includes(date)
}

/** The bank day `days` bank days after `date` (0: `date` itself if a bank day, else the next). */
export function addBankDays(date: CalendarDate, days: number, currency: string): CalendarDate {
  let current = date
  while (!isBankDay(current, currency)) current = addDays(current, 1)
  for (let left = days; left > 0; left--) {
    current = addDays(current, 1)
    while (!isBankDay(current, currency)) current = addDays(current, 1)
  }
  return current
}

const isoWeekdayOf: Record<Weekday, number> = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
}

/**
 * The first bank day on or after `date` that falls on the offer's settlement weekday; when that
 * weekday is a holiday, the next bank day after it. Without a settlement weekday: the first
 * bank day on or after `date`.
 */
export function nextSettlementDay(
  date: CalendarDate,
  settlementWeekday: Weekday | null,
  currency: string,
): CalendarDate {
  if (settlementWeekday === null) return addBankDays(date, 0, currency)
  let current = date
  while (isoWeekday(current) !== isoWeekdayOf[settlementWeekday]) current = addDays(current, 1)
  return addBankDays(current, 0, currency)
}

/** The bank day `days` bank days before `date` (a cut-off such as "5 bank days before maturity"). */
export function subtractBankDays(date: CalendarDate, days: number, currency: string): CalendarDate {
  let current = date
  for (let left = days; left > 0; left--) {
    current = addDays(current, -1)
    while (!isBankDay(current, currency)) current = addDays(current, -1)
  }
  return current
}
