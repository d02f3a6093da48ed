import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { SavingsSkeleton } from '@/components/savings/savings-skeleton'
import { TaskList } from '@/components/savings/task-list'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { customerPage } from '@/lib/customer/customer-page'
import type { LocaleParams } from '@/lib/page/page-params'
import { pageTitle } from '@/lib/page/page-title'
import { requestLocale } from '@/lib/page/request-locale'
import { requestBasePath } from '@/lib/routing/request-href'
import type { Session } from '@/lib/session/get-session'
import { customerTasks } from '@/lib/tasks/task-sources'

export const generateMetadata = pageTitle('Savings.tasks.title')

/** What the customer must do (spec: /dashboard/tasks): fund orders, choose prolongations, … */
export default async function TasksPage({ params }: { params: LocaleParams }) {
  const page = await customerPage(params, 'tasks')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'Savings' })
  return (
    <PageSection headingId="tasks-title" title={t('tasks.title')} intro={t('tasks.intro')}>
      <Suspense fallback={<SavingsSkeleton label={t('loading')} />}>
        <TasksPanel session={page.session} />
      </Suspense>
    </PageSection>
  )
}

async function TasksPanel({ session }: { session: Session }) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings' })
  const [{ tasks, incomplete }, basePath] = await Promise.all([
    customerTasks({ session, locale }),
    requestBasePath(),
  ])
  return (
    <div className="space-y-4">
      {incomplete ? (
        <ServiceFailureNotice
          message={t('tasks.incomplete')}
          retryLabel={t('retry')}
          testId="savings-error"
        />
      ) : null}
      {incomplete && tasks.length === 0 ? null : <TaskList tasks={tasks} basePath={basePath} />}
    </div>
  )
}
