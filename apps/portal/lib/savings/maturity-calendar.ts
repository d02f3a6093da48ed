import type { Deposit } from '@portal/api-clients/contracts/savings'
import type { CalendarDate } from '@portal/domain/money/calendar-date'
import type { AllDayEvent } from './ics'

export type CalendarEntryKind = 'maturity' | 'noticeEnd' | 'prolongationCutoff'

export interface CalendarEntry {
  kind: CalendarEntryKind
  deposit: Deposit
  date: CalendarDate
}

/**
 * The days of the maturity calendar, from today on: maturities of term deposits, the day the
 * money of a notice account becomes available, and the last day to change a prolongation
 * (only where the offer renews the deposit: `prolongs`).
 */
export function calendarEntries(
  deposits: readonly Deposit[],
  today: CalendarDate,
  prolongs: (deposit: Deposit) => boolean,
): CalendarEntry[] {
  const entries: CalendarEntry[] = []
  for (const deposit of deposits) {
    if (deposit.status === 'active' && deposit.maturityDate !== null) {
      entries.push({ kind: 'maturity', deposit, date: deposit.maturityDate })
      if (deposit.prolongationCutoff !== null && prolongs(deposit)) {
        entries.push({ kind: 'prolongationCutoff', deposit, date: deposit.prolongationCutoff })
      }
    }
    if (deposit.status === 'notice_given' && deposit.availableOn !== null) {
      entries.push({ kind: 'noticeEnd', deposit, date: deposit.availableOn })
    }
  }
  return entries
    .filter((entry) => entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind))
}

/** One event per entry with a stable UID, so a calendar app updates instead of duplicating. */
export function calendarEvents(
  entries: readonly CalendarEntry[],
  texts: (entry: CalendarEntry) => { summary: string; description: string; url: string },
  host: string,
): AllDayEvent[] {
  return entries.map((entry) => ({
    uid: `${entry.kind}-${entry.deposit.id}@${host}`,
    date: entry.date,
    ...texts(entry),
  }))
}
