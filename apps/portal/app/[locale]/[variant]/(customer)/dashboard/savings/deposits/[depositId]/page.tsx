import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { PageSection } from '@portal/ui/section'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { DepositBookings } from '@/components/savings/deposit-bookings'
import { DepositFacts } from '@/components/savings/deposit-facts'
import { SavingsFailure } from '@/components/savings/savings-failure'
import { getOffer } from '@/lib/backend/deposits'
import { getDeposit } from '@/lib/backend/savings'
import { dataOrNull } from '@/lib/backend/service-result'
import { customerPage } from '@/lib/customer/customer-page'
import { pageTitle } from '@/lib/page/page-title'
import { getRegion } from '@/lib/routing/get-region'
import { requestHref } from '@/lib/routing/request-href'
import { depositProduct } from '@/lib/savings/deposit-product'
import { DepositActions } from './deposit-actions'

type Params = Promise<{ locale: string; depositId: string }>

export const generateMetadata = pageTitle('Savings.lists.title')

/**
 * One deposit (spec: savings lists → deposit): its facts, bookings, the prolongation choice and
 * notice. Another customer's deposit id answers 404 like an unknown one.
 */
export default async function DepositPage({ params }: { params: Params }) {
  const page = await customerPage(params, 'savingsDeposit')
  if (!page) return null
  const href = await requestHref()
  const { depositId } = await params
  const t = await getTranslations({ locale: page.locale, namespace: 'Savings' })
  const read = await getDeposit(page.session, depositId)
  if (!read.ok && (read.failure.reason === 'notFound' || read.failure.reason === 'noAccount')) {
    notFound()
  }
  if (!read.ok) {
    return (
      <PageSection headingId="deposit-title" title={t('lists.title')}>
        <SavingsFailure failure={read.failure} />
      </PageSection>
    )
  }
  const deposit = read.data
  const offer = dataOrNull(await getOffer(await getRegion(), deposit.offerId))
  return (
    <PageSection
      headingId="deposit-title"
      title={t('deposit.title', {
        product: t(`productTypes.${depositProduct(page.locale, deposit)}`),
        bank: bankNameAfterBankWord(deposit.bankName, page.locale),
      })}
    >
      <a className="text-primary underline" href={href('savings')}>
        {t('deposit.back')}
      </a>
      <DepositFacts deposit={deposit} offer={offer} />
      <DepositActions deposit={deposit} offer={offer} today={deposit.today} />
      <DepositBookings bookings={deposit.bookings} />
    </PageSection>
  )
}
