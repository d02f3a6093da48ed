import type { CalendarDate } from '../money/calendar-date'
import { prognosisBounds } from './prognosis-bounds'

/** A monthly savings plan into a portfolio. Amounts in EUR minor units. */
export interface SavingsPlan {
  amount: number
  /** 1–31; in a shorter month the plan is due on the month's last day. */
  dayOfMonth: number
  /** No execution before this date. */
  startDate: CalendarDate
  /** Executions due from `from` up to, not including, `until` are skipped (none: until resumed). */
  pause?: { from: CalendarDate; until?: CalendarDate }
}

/** The same amounts as the prognosis' monthly saving rate, but a plan cannot save nothing. */
export const savingsPlanBounds = {
  amount: prognosisBounds.monthlySavingRate,
  dayOfMonth: { min: 1, max: 31 },
  /** A change made today applies to executions at least this many bank days ahead. */
  changeLeadBankDays: 2,
  /** The longest pause with a set end, in months. */
  maxPauseMonths: 12,
} as const

export type SavingsPlanMessageKey =
  | 'min'
  | 'max'
  | 'notANumber'
  | 'negative'
  | 'tooManyDecimals'
  | 'dayOutOfRange'

export type SavingsPlanMessages = Partial<
  Record<'amount' | 'dayOfMonth', { key: SavingsPlanMessageKey; limit?: number }>
>

export function validateSavingsPlanTerms(
  terms: Pick<SavingsPlan, 'amount' | 'dayOfMonth'>,
): SavingsPlanMessages {
  const { amount, dayOfMonth } = terms
  const { min, max } = savingsPlanBounds.amount
  const messages: SavingsPlanMessages = {}
  if (!Number.isFinite(amount)) messages.amount = { key: 'notANumber' }
  else if (amount < 0) messages.amount = { key: 'negative' }
  else if (!Number.isInteger(amount)) messages.amount = { key: 'tooManyDecimals' }
  else if (amount < min) messages.amount = { key: 'min', limit: min }
  else if (amount > max) messages.amount = { key: 'max', limit: max }
  const days = savingsPlanBounds.dayOfMonth
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < days.min || dayOfMonth > days.max) {
    messages.dayOfMonth = { key: 'dayOutOfRange' }
  }
  return messages
}
