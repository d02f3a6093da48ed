import { addBankDays } from '../money/bank-day'
import { addMonths, type CalendarDate } from '../money/calendar-date'
import { type SavingsPlan, savingsPlanBounds } from './savings-plan'

export type SavingsPlanChange =
  | { ok: true; plan: SavingsPlan }
  | { ok: false; reason: 'alreadyPaused' | 'notPaused' | 'resumeNotAfterPause' | 'pauseTooLong' }

/** The first due date a change made `today` can still affect. */
export function changeCutOff(today: CalendarDate): CalendarDate {
  return addBankDays(today, savingsPlanBounds.changeLeadBankDays, 'EUR')
}

function pauseRunsOn(plan: SavingsPlan, date: CalendarDate): boolean {
  const { pause } = plan
  return pause !== undefined && (pause.until === undefined || pause.until > date)
}

/**
 * Pauses from `from` (at the earliest the cut-off two bank days ahead: executions due before it
 * still run) until `until`, or until resumed when no end is given. A set end lies at most twelve
 * months after the start. A plan whose pause has not ended cannot be paused again.
 */
export function pauseSavingsPlan(
  plan: SavingsPlan,
  today: CalendarDate,
  request: { from?: CalendarDate; until?: CalendarDate } = {},
): SavingsPlanChange {
  if (pauseRunsOn(plan, today)) return { ok: false, reason: 'alreadyPaused' }
  const cutOff = changeCutOff(today)
  const from = request.from !== undefined && request.from > cutOff ? request.from : cutOff
  const { until } = request
  if (until === undefined) return { ok: true, plan: { ...plan, pause: { from } } }
  if (until <= from) return { ok: false, reason: 'resumeNotAfterPause' }
  if (until > addMonths(from, savingsPlanBounds.maxPauseMonths))
    return { ok: false, reason: 'pauseTooLong' }
  return { ok: true, plan: { ...plan, pause: { from, until } } }
}

/**
 * Ends a pause at the cut-off: the first execution due from then on runs again. A pause that has
 * not started by then is dropped altogether.
 */
export function resumeSavingsPlan(plan: SavingsPlan, today: CalendarDate): SavingsPlanChange {
  const { pause, ...active } = plan
  if (pause === undefined || !pauseRunsOn(plan, today)) return { ok: false, reason: 'notPaused' }
  const cutOff = changeCutOff(today)
  if (pause.from >= cutOff) return { ok: true, plan: active }
  return { ok: true, plan: { ...active, pause: { from: pause.from, until: cutOff } } }
}
