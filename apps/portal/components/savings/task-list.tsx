import { formatMoney } from '@portal/domain/format'
import { getTranslations } from 'next-intl/server'
import { requestLocale } from '@/lib/page/request-locale'
import { hrefsFor } from '@/lib/routing/href'
import type { CustomerTask } from '@/lib/tasks/customer-tasks'
import { bookingDate } from '@/lib/transactions/format-transaction'
import { TransferDetails } from './transfer-details'

interface TaskListProps {
  tasks: readonly CustomerTask[]
  basePath: string
}

/** The customer's open tasks: what to do, by when, and where. */
export async function TaskList({ tasks, basePath }: TaskListProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings' })
  if (tasks.length === 0) return <p data-testid="tasks-empty">{t('tasks.empty')}</p>
  return (
    <ul className="space-y-3" data-testid="tasks">
      {tasks.map((task) => (
        <li
          key={task.id}
          className="space-y-2 rounded-lg border border-border p-4"
          data-testid="task"
          data-kind={task.kind}
        >
          <h2 className="text-lg font-semibold">
            {task.kind === 'external' ? task.title : t(`tasks.${task.kind}.title`)}
          </h2>
          {task.dueOn ? (
            <p className="text-sm font-medium">
              {t('tasks.due', { date: bookingDate(task.dueOn, locale) })}
            </p>
          ) : null}
          {task.kind === 'fundOrder' ? (
            <>
              <p>
                {t('tasks.fundOrder.description', {
                  amount: formatMoney(task.amountMissing, task.currency, locale),
                })}
              </p>
              <TransferDetails
                amount={task.amountMissing}
                currency={task.currency}
                account={task.account}
                reference={task.reference}
              />
            </>
          ) : task.kind === 'chooseProlongation' ? (
            <>
              <p>
                {t('tasks.chooseProlongation.description', {
                  bank: task.bankName,
                  maturity: bookingDate(task.maturityDate, locale),
                  choice: t(`prolongationChoices.${task.current}`),
                })}
              </p>
              <a
                className="text-primary underline"
                href={hrefsFor(basePath)('savingsDeposit', { depositId: task.depositId })}
              >
                {t('tasks.chooseProlongation.action')}
              </a>
            </>
          ) : (
            <>
              {task.description ? <p>{task.description}</p> : null}
              <a className="text-primary underline" href={task.href}>
                {t('tasks.open')}
              </a>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
