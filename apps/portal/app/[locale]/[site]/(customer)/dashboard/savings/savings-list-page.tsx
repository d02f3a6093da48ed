import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { DepositTable } from '@/components/savings/deposit-table'
import { SavingsFailure } from '@/components/savings/savings-failure'
import { SavingsListTabs } from '@/components/savings/savings-list-tabs'
import { SavingsSkeleton } from '@/components/savings/savings-skeleton'
import { PageSection } from '@/components/shell/page-section'
import type { PortalLocale } from '@/i18n/locales'
import { getSavingsOverview } from '@/lib/backend/savings'
import { customerPage } from '@/lib/customer/customer-page'
import { localisedPath } from '@/lib/routing/get-region'
import { depositsOf, type SavingsListId, savingsList } from '@/lib/savings/deposit-lists'
import type { Session } from '@/lib/session/get-session'
import type { LocaleParams } from '@/lib/site/page-site'

/**
 * One of the savings lists (spec: /dashboard/savings, savings/all, savings/term,
 * savings/overnight, savings/notice): tabs to the others, then the list's deposits.
 */
export async function SavingsListPage({
  params,
  list,
}: {
  params: LocaleParams
  list: SavingsListId
}) {
  const page = await customerPage(params, list)
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'Savings' })
  const basePath = await localisedPath('')
  return (
    <PageSection headingId="savings-title" title={t('lists.title')}>
      <SavingsListTabs current={list} basePath={basePath} locale={page.locale} />
      <Suspense fallback={<SavingsSkeleton label={t('loading')} />}>
        <SavingsListPanel
          session={page.session}
          locale={page.locale}
          list={list}
          basePath={basePath}
        />
      </Suspense>
    </PageSection>
  )
}

async function SavingsListPanel(props: {
  session: Session
  locale: PortalLocale
  list: SavingsListId
  basePath: string
}) {
  const { session, locale, list, basePath } = props
  const t = await getTranslations({ locale, namespace: 'Savings' })
  const read = await getSavingsOverview(session)
  if (!read.ok) return <SavingsFailure failure={read.failure} />
  const entry = savingsList(list)
  return (
    <DepositTable
      deposits={depositsOf(entry, read.data.deposits)}
      listName={t(`lists.${entry.label}`)}
      basePath={basePath}
      locale={locale}
    />
  )
}
