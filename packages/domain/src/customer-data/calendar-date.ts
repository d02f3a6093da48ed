/** The one calendar date of the domain lives in money/calendar-date; this path stays for imports. */
export { addDays, type CalendarDate, yearOf } from '../money/calendar-date'
