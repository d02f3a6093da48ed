import type { CalendarDate } from '@portal/domain/money/calendar-date'
import type { ChooseProlongationTask, FundOrderTask } from '@/lib/savings/tasks'

/**
 * A task another part of the customer area adds (documents to upload, data to confirm): its
 * texts are already translated by whoever adds it, `href` is the page where it is done. Add a
 * source to `customerTaskSources` in `lib/tasks/task-sources.ts`.
 */
export interface ExternalTask {
  kind: 'external'
  id: string
  title: string
  description: string
  href: string
  dueOn: CalendarDate | null
}

/** What the customer has to do: the savings area's own tasks, or another area's. */
export type CustomerTask = FundOrderTask | ChooseProlongationTask | ExternalTask

/** Tasks with a deadline first (soonest first), then the rest in the order they came. */
export function orderTasks(tasks: readonly CustomerTask[]): CustomerTask[] {
  return tasks
    .map((task, index) => ({ task, index }))
    .sort(
      (a, b) => (a.task.dueOn ?? '9999').localeCompare(b.task.dueOn ?? '9999') || a.index - b.index,
    )
    .map(({ task }) => task)
}
