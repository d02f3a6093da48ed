import { addBankDays, subtractBankDays } from '../money/bank-day'
import { addMonths, type CalendarDate } from '../money/calendar-date'
import type { SavingsPlan } from './savings-plan'

export interface SavingsPlanExecution {
  /** The plan's day in that month, or the month's last day when the month is shorter. */
  dueDate: CalendarDate
  /** The bank day the order is executed: the due date, or the next bank day in the same month,
   * else the bank day before it (modified following, TARGET2 calendar). */
  executionDate: CalendarDate
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The execution of the plan in the month of `monthOf` (any date of that month). */
export function executionInMonth(dayOfMonth: number, monthOf: CalendarDate): SavingsPlanExecution {
  const [year, month] = monthOf.split('-').map(Number) as [number, number]
  const day = Math.min(dayOfMonth, lastDayOfMonth(year, month))
  const dueDate = `${monthOf.slice(0, 8)}${String(day).padStart(2, '0')}`
  const following = addBankDays(dueDate, 0, 'EUR')
  const executionDate =
    following.slice(0, 7) === dueDate.slice(0, 7) ? following : subtractBankDays(dueDate, 1, 'EUR')
  return { dueDate, executionDate }
}

function isPaused(plan: SavingsPlan, dueDate: CalendarDate): boolean {
  const { pause } = plan
  return (
    pause !== undefined &&
    dueDate >= pause.from &&
    (pause.until === undefined || dueDate < pause.until)
  )
}

/** The next `count` executions due on or after `from` (and the plan's start), pauses skipped. */
export function nextExecutions(
  plan: SavingsPlan,
  from: CalendarDate,
  count: number,
): SavingsPlanExecution[] {
  const earliest = from > plan.startDate ? from : plan.startDate
  const executions: SavingsPlanExecution[] = []
  // An indefinite pause has no next execution; 600 months bounds the search.
  for (let months = 0; executions.length < count && months < 600; months++) {
    const execution = executionInMonth(
      plan.dayOfMonth,
      addMonths(`${earliest.slice(0, 8)}01`, months),
    )
    if (execution.dueDate >= earliest && !isPaused(plan, execution.dueDate))
      executions.push(execution)
  }
  return executions
}
