import { marketOf } from '@portal/domain/markets'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { MoneyOutSkeleton } from '@/components/money-out/money-out-skeleton'
import { customerPage } from '@/lib/customer/customer-page'
import { payoutSituation } from '@/lib/money-out/money-out-situation'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'
import { withdrawalIntro } from './withdrawal-intro'
import { WithdrawalPanel } from './withdrawal-panel'

type PageProps = { params: LocaleParams }

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Money.withdrawal' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * Money out (`/account-withdrawal`): the settlement account and the deposits that pay out on
 * request (overnight, Flexgeld where the market sells them), mTAN-confirmed.
 */
export default async function AccountWithdrawalPage({ params }: PageProps) {
  const page = await customerPage(params, 'accountWithdrawal')
  if (!page) return null
  const t = await getTranslations({ locale: page.locale, namespace: 'Money.withdrawal' })
  const href = await requestHref()
  return (
    <PageSection
      headingId="withdrawal-title"
      title={t('title')}
      intro={withdrawalIntro(t, marketOf(page.locale))}
    >
      <a className="inline-block py-1 text-primary underline" href={href('customerPayout')}>
        {t('settlementOnly')}
      </a>
      <Suspense fallback={<MoneyOutSkeleton label={t('loading')} />}>
        <WithdrawalPanel situation={payoutSituation(page.session)} scope="all" />
      </Suspense>
    </PageSection>
  )
}
