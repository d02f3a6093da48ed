import { Alert, AlertDescription } from '@portal/ui/alert'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageSection } from '@/components/shell/page-section'
import { OverdraftState } from '@/components/transactions/overdraft-state'
import { getSavingsOverview } from '@/lib/backend/savings'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/site/page-site'
import { RetryForm } from '../../retry-form'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Money.overdraft' })
  return { title: t('title'), robots: { index: false } }
}

/** A negative settlement balance: how much, why, and how to cover it from the reference account. */
export default async function ResolveOverdraftPage({ params }: PageProps) {
  const page = await customerPage(params, 'resolveOverdraft')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'Money.overdraft' })
  const outcome = await getSavingsOverview(page.session)
  return (
    <PageSection headingId="overdraft-title" title={t('title')} intro={t('intro')}>
      {outcome.status === 'loaded' ? (
        outcome.data.settlementAccounts.map((account) => (
          <OverdraftState
            key={account.currency}
            account={account}
            reference={`${t('referencePrefix')} ${page.session.bacNumber ?? ''}`}
            locale={page.locale}
          />
        ))
      ) : outcome.status === 'none' ? null : (
        <div className="space-y-4" data-testid="overdraft-error">
          <Alert variant="danger">
            <AlertDescription>{t('unavailable')}</AlertDescription>
          </Alert>
          <RetryForm label={t('retry')} />
        </div>
      )}
    </PageSection>
  )
}
