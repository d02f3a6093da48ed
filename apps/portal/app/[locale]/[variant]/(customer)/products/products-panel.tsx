import type { Offer, ProductType } from '@portal/domain'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { getTranslations } from 'next-intl/server'
import { ProductOfferList } from '@/components/ordering/product-offer-list'
import { RetryForm } from '@/components/shell/retry-form'
import type { ServiceResult } from '@/lib/backend/service-result'
import { requestLocale } from '@/lib/page/request-locale'
import { requestHref } from '@/lib/routing/request-href'

interface ProductsPanelProps {
  /** Read by the page, streamed in here. */
  offers: Promise<ServiceResult<Offer[]>>
  type: ProductType
}

/** The list, the empty state, or the error with a way to try again. */
export async function ProductsPanel({ offers, type }: ProductsPanelProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Money.products' })
  const outcome = await offers
  if (!outcome.ok) {
    return (
      <div className="space-y-4" data-testid="products-error">
        <Alert variant="danger">
          <AlertDescription>{t('unavailable')}</AlertDescription>
        </Alert>
        <RetryForm label={t('retry')} />
      </div>
    )
  }
  if (outcome.data.length === 0) {
    return (
      <Alert variant="info" data-testid="products-empty">
        <AlertDescription>{t('empty')}</AlertDescription>
      </Alert>
    )
  }
  const href = await requestHref()
  return (
    <ProductOfferList
      offers={outcome.data}
      caption={t('caption', { type: t(`types.${type}`) })}
      orderHref={(offerId) => href('productOrder', { id: offerId })}
    />
  )
}
