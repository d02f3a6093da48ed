import { randomUUID } from 'node:crypto'
import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { PageSection } from '@portal/ui/section'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { FundingInstructions } from '@/components/ordering/funding-instructions'
import { OrderFlow } from '@/components/ordering/order-flow'
import { OrderRefused } from '@/components/ordering/order-refused'
import { RetryForm } from '@/components/shell/retry-form'
import { getOrder } from '@/lib/backend/orders'
import { customerPage } from '@/lib/customer/customer-page'
import { exposureBasisFor } from '@/lib/ordering/exposure-basis'
import { hasOfferEnded } from '@/lib/ordering/offer-ended'
import { getOrderOffer } from '@/lib/ordering/orderable-offers'
import { pageLocale } from '@/lib/page/page-params'
import { requestHref } from '@/lib/routing/request-href'
import { submitOrder } from './actions'
import { foreignTo, orderFactsOf } from './order-facts'

type PageProps = {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<{ order?: string | string[] }>
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Money.order' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/**
 * The order flow of one offer (`/products/[id]/order`): amount, review, confirm; after the
 * order (`?order=<id>`), its funding instructions. Offers of another market or that ended take
 * no order; an unknown offer or another customer's order id is a 404.
 */
export default async function ProductOrderPage({ params, searchParams }: PageProps) {
  const page = await customerPage(params, 'productOrder')
  if (!page) return null
  const href = await requestHref()
  const { id } = await params
  const t = await getTranslations({ locale: page.locale, namespace: 'Money.order' })
  const read = await getOrderOffer(page.session, id)
  if (!read.ok && read.failure.reason === 'notFound') notFound()
  if (!read.ok) {
    return (
      <PageSection headingId="order-title" title={t('metaTitle')}>
        <Alert variant="danger" data-testid="order-error">
          <AlertDescription>{t('errors.unavailable')}</AlertDescription>
        </Alert>
        <RetryForm label={t('retry')} />
      </PageSection>
    )
  }
  const found = read.data
  const { offer } = found
  const title = t('title', { bank: bankNameAfterBankWord(offer.bank.name, page.locale) })
  const orderId = (await searchParams).order
  if (typeof orderId === 'string') {
    const order = await getOrder(page.session, orderId)
    if (!order.ok) notFound()
    return (
      <PageSection headingId="order-title" title={title}>
        <FundingInstructions
          order={order.data}
          foreignTo={
            found.status === 'found' ? foreignTo(order.data.currency, found.taxResidence) : null
          }
        />
      </PageSection>
    )
  }
  const refusal =
    found.status === 'notOffered' ? 'notOffered' : hasOfferEnded(offer) ? 'offerEnded' : null
  const ordering = found.status === 'found' && refusal === null
  const [facts, exposureBasis] = ordering
    ? await Promise.all([
        orderFactsOf(offer, page.locale, found.taxResidence),
        exposureBasisFor(page.session, offer),
      ])
    : [null, null]
  return (
    <PageSection headingId="order-title" title={title} intro={t('intro')}>
      {facts === null || exposureBasis === null ? (
        <OrderRefused reason={refusal ?? 'notOffered'} productsHref={href('products')} />
      ) : (
        <OrderFlow
          facts={facts}
          idempotencyKey={randomUUID()}
          action={submitOrder}
          exposureBasis={exposureBasis}
        />
      )}
    </PageSection>
  )
}
