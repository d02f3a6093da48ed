import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { WithdrawalPanel } from '@/app/[locale]/[variant]/(customer)/account-withdrawal/withdrawal-panel'
import { MoneyOutSkeleton } from '@/components/money-out/money-out-skeleton'
import { customerPage } from '@/lib/customer/customer-page'
import { payoutSituation } from '@/lib/money-out/money-out-situation'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Money.payout' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * The customer payout (legacy Administration/CustomerPayout/edit): what is on the settlement
 * account (repaid deposits, interest) to the reference account, mTAN-confirmed.
 */
export default async function CustomerPayoutPage({ params }: PageProps) {
  const page = await customerPage(params, 'customerPayout')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'Money.payout' })
  return (
    <PageSection headingId="payout-title" title={t('title')} intro={t('intro')}>
      <Suspense fallback={<MoneyOutSkeleton label={t('loading')} />}>
        <WithdrawalPanel situation={payoutSituation(page.session)} scope="settlement" />
      </Suspense>
    </PageSection>
  )
}
