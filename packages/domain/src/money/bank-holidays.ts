import { addDays, type CalendarDate } from './calendar-date'
import { easterSunday } from './easter-sunday'

/**
 * Closing days of the payment system a currency settles in, besides weekends. EUR: TARGET2
 * (T2) closing days — New Year's Day, Good Friday, Easter Monday, 1 May, 25 and 26 December
 * (ECB). Other currencies: weekends only for now.
 */
export function bankHolidays(currency: string, year: number): CalendarDate[] {
  if (currency !== 'EUR') return []
  const easter = easterSunday(year)
  return [
    `${year}-01-01`,
    addDays(easter, -2),
    addDays(easter, 1),
    `${year}-05-01`,
    `${year}-12-25`,
    `${year}-12-26`,
  ]
}
