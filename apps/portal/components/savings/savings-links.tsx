import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'

interface SavingsLinksProps {
  /** Open tasks, or null when not every source could be asked. */
  taskCount: number | null
  tasksHref: string
  savingsHref: string
  calendarHref: string
}

/** Where to go from the dashboard: tasks, every deposit, and the maturity calendar feed. */
export async function SavingsLinks(props: SavingsLinksProps) {
  const locale = await requestLocale()
  const { taskCount, tasksHref, savingsHref, calendarHref } = props
  const t = await getTranslations({ locale, namespace: 'Savings.links' })
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2" data-testid="savings-links">
      <li>
        <a className="text-primary underline" href={tasksHref} data-testid="tasks-link">
          {taskCount === null ? t('tasksIncomplete') : t('tasks', { count: taskCount })}
        </a>
      </li>
      <li>
        <a className="text-primary underline" href={savingsHref}>
          {t('savings')}
        </a>
      </li>
      <li className="space-y-1">
        <a
          className="text-primary underline"
          href={calendarHref}
          type="text/calendar"
          data-testid="calendar-link"
          aria-describedby="calendar-hint"
        >
          {t('calendar')}
        </a>
        <p id="calendar-hint" className="text-sm text-muted-foreground">
          {t('calendarHint')}
        </p>
      </li>
    </ul>
  )
}
