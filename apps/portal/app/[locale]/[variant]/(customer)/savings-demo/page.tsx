import { marketOf, marketOfResidence } from '@portal/domain/markets'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { DemoClock } from '@/components/money-out/demo-clock'
import { DemoTransfer } from '@/components/money-out/demo-transfer'
import { SmsOutbox } from '@/components/money-out/sms-outbox'
import { getCustomer } from '@/lib/backend/customers'
import { getSandboxClock, getSmsOutbox } from '@/lib/backend/sandbox-controls'
import { getSavingsOverview } from '@/lib/backend/savings'
import { customerPage } from '@/lib/customer/customer-page'
import { type LocaleParams, pageLocale } from '@/lib/page/page-params'
import { moveClock, receiveTransfer } from './actions'

type PageProps = { params: LocaleParams; searchParams: Promise<{ done?: string | string[] }> }

const outcomes = ['clock', 'credited', 'returned', 'badAmount', 'failed'] as const

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Money.demo' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * Local demo controls (only while the portal runs locally against a sandbox with demo controls;
 * 404 everywhere else): a transfer from the reference account, the bank's clock, the SMS outbox.
 */
export default async function SavingsDemoPage({ params, searchParams }: PageProps) {
  const page = await customerPage(params, 'savingsDemo')
  if (!page) return null
  const clock = await getSandboxClock()
  if (!clock.ok) notFound()
  const t = await getTranslations({ locale: page.locale, namespace: 'Money.demo' })
  const [overview, sms, customer] = await Promise.all([
    getSavingsOverview(page.session),
    getSmsOutbox(page.session),
    getCustomer(page.session),
  ])
  // the customer's market's currency (of their address), else the page's market's
  const currency =
    (customer.ok ? marketOfResidence(customer.data.address.countryCode)?.currency : undefined) ??
    marketOf(page.locale).currency
  const asked = (await searchParams).done
  const done = outcomes.find((outcome) => outcome === asked)
  const pending = overview.ok ? overview.data.pendingOrders : []
  return (
    <PageSection headingId="demo-title" title={t('title')} intro={t('intro')}>
      {done ? (
        <Alert
          variant={done === 'failed' || done === 'badAmount' ? 'danger' : 'success'}
          data-testid="demo-outcome"
        >
          <AlertDescription>{t(`done.${done}`)}</AlertDescription>
        </Alert>
      ) : null}
      <DemoTransfer pendingOrders={pending} currency={currency} action={receiveTransfer} />
      <DemoClock today={clock.data.today} action={moveClock} />
      <SmsOutbox messages={sms.ok ? sms.data : []} />
    </PageSection>
  )
}
