import type { ProductType } from '@portal/domain'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { getTranslations } from 'next-intl/server'
import { ProductOfferList } from '@/components/ordering/product-offer-list'
import { RetryForm } from '@/components/shell/retry-form'
import type { PortalLocale } from '@/i18n/locales'
import { getOrderableOffers } from '@/lib/ordering/orderable-offers'
import { localisedPath } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'

interface ProductsPanelProps {
  session: Session
  locale: PortalLocale
  type: ProductType
}

/** The list, the empty state, or the error with a way to try again. */
export async function ProductsPanel({ session, locale, type }: ProductsPanelProps) {
  const t = await getTranslations({ locale, namespace: 'Money.products' })
  const outcome = await getOrderableOffers(session, type)
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
  const base = await localisedPath('/products')
  return (
    <ProductOfferList
      offers={outcome.data}
      locale={locale}
      caption={t('caption', { type: t(`types.${type}`) })}
      orderHref={(offerId) => `${base}/${encodeURIComponent(offerId)}/order`}
    />
  )
}
