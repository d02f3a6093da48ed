import type { SavingsOverview } from '@portal/api-clients/contracts/savings'
import { PageSection } from '@portal/ui/section'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { DepositTable } from '@/components/savings/deposit-table'
import { SavingsFailure } from '@/components/savings/savings-failure'
import { SavingsListTabs } from '@/components/savings/savings-list-tabs'
import { SavingsSkeleton } from '@/components/savings/savings-skeleton'
import type { ServiceResult } from '@/lib/backend/service-result'
import { requestLocale } from '@/lib/page/request-locale'
import { requestBasePath } from '@/lib/routing/request-href'
import { depositsOf, type SavingsListId, savingsList } from '@/lib/savings/deposit-lists'

/**
 * One of the savings lists (spec: /dashboard/savings, savings/all, savings/term,
 * savings/overnight, savings/notice): tabs to the others, then the list's deposits.
 */
export async function SavingsListPage({
  list,
  overview,
}: {
  list: SavingsListId
  /** Read by the page, streamed in below the tabs. */
  overview: Promise<ServiceResult<SavingsOverview>>
}) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Savings' })
  const basePath = await requestBasePath()
  return (
    <PageSection headingId="savings-title" title={t('lists.title')}>
      <SavingsListTabs current={list} basePath={basePath} />
      <Suspense fallback={<SavingsSkeleton label={t('loading')} />}>
        <SavingsListPanel list={list} basePath={basePath} overview={overview} />
      </Suspense>
    </PageSection>
  )
}

async function SavingsListPanel(props: {
  list: SavingsListId
  basePath: string
  overview: Promise<ServiceResult<SavingsOverview>>
}) {
  const locale = await requestLocale()
  const { list, basePath } = props
  const t = await getTranslations({ locale, namespace: 'Savings' })
  const read = await props.overview
  if (!read.ok) return <SavingsFailure failure={read.failure} />
  const entry = savingsList(list)
  return (
    <DepositTable
      deposits={depositsOf(entry, read.data.deposits)}
      listName={t(`lists.${entry.label}`)}
      basePath={basePath}
    />
  )
}
