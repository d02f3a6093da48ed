import type { LedgerBooking } from '@portal/api-clients/contracts/savings'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ServiceFailureNotice } from '@/components/shell/service-failure-notice'
import { OverdraftState } from '@/components/transactions/overdraft-state'
import { getSavingsOverview } from '@/lib/backend/savings'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { overdraftCauses } from '@/lib/transactions/overdraft-causes'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Money.overdraft' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * A negative settlement balance: how much, the booking that caused it (the account's latest
 * debit), and how to cover it from the reference account.
 */
export default async function ResolveOverdraftPage({ params }: PageProps) {
  const page = await customerPage(params, 'resolveOverdraft')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'Money.overdraft' })
  const outcome = await getSavingsOverview(page.session)
  const causes = outcome.ok
    ? await overdraftCauses(page.session, outcome.data.settlementAccounts)
    : new Map<string, LedgerBooking>()
  return (
    <PageSection headingId="overdraft-title" title={t('title')} intro={t('intro')}>
      {outcome.ok ? (
        outcome.data.settlementAccounts.map((account) => (
          <OverdraftState
            key={account.currency}
            account={account}
            reference={`${t('referencePrefix')} ${page.session.bacNumber ?? ''}`}
            cause={causes.get(account.currency)}
          />
        ))
      ) : outcome.failure.reason === 'noAccount' ? null : (
        <ServiceFailureNotice
          message={t('unavailable')}
          retryLabel={t('retry')}
          testId="overdraft-error"
        />
      )}
    </PageSection>
  )
}
