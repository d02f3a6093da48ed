import { localeInfos } from '@portal/domain/locales'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { getTranslations } from 'next-intl/server'
import { InputNotes } from '@/components/offers/input-notes'
import { OfferFiltersForm } from '@/components/offers/offer-filters-form'
import { OffersPager } from '@/components/offers/offers-pager'
import { ProductOfferList } from '@/components/ordering/product-offer-list'
import { RetryForm } from '@/components/shell/retry-form'
import type { ServiceResult } from '@/lib/backend/service-result'
import { offerPageWindow, shownOffers } from '@/lib/offers/offer-pages'
import type { ProductTab, ProductTabId } from '@/lib/offers/offer-tabs'
import { residenceOf } from '@/lib/offers/residence'
import type { InputNote, OffersTableState } from '@/lib/offers/search-params'
import type { OrderableOffers } from '@/lib/ordering/orderable-offers'
import { requestLocale } from '@/lib/page/request-locale'
import { requestHref } from '@/lib/routing/request-href'

interface ProductsPanelProps {
  /** Read by the page, streamed in here. */
  orderable: Promise<ServiceResult<OrderableOffers>>
  /** A product tab's type: the caption names it. */
  type: ProductTab['activation']
  tab: ProductTabId
  state: OffersTableState
  /** Notes of the address's parameters (bad values), before the market's rules add theirs. */
  notes: InputNote[]
}

/**
 * The filters and sort of the public offers table for the customer's market, then the list in
 * the table's pages of 20 with its pager ("load more" appends the next page), the empty state,
 * or the error with a way to try again.
 */
export async function ProductsPanel({ orderable, type, tab, state, notes }: ProductsPanelProps) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'Money.products' })
  const outcome = await orderable
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
  const href = await requestHref()
  const { market, offers } = outcome.data
  const window = offerPageWindow(offers.length, state)
  const shown = shownOffers(offers, window)
  const tOffers = await getTranslations({ locale, namespace: 'Offers' })
  return (
    <div className="space-y-4">
      {market ? (
        <OfferFiltersForm
          id="products-form"
          action={href('products', { query: { type } })}
          tab={tab}
          state={state}
          residence={residenceOf(localeInfos[market].country, state.residence)}
          market={market}
          keep={{ type }}
        />
      ) : null}
      <InputNotes
        notes={[
          ...notes,
          ...outcome.data.notes,
          ...(window.clamped ? [{ param: 'page', reason: 'pageClamped' } as const] : []),
        ]}
      />
      {offers.length === 0 ? (
        <Alert variant="info" data-testid="products-empty">
          <AlertDescription>{t('empty')}</AlertDescription>
        </Alert>
      ) : (
        <>
          <ProductOfferList
            offers={shown}
            market={localeInfos[market ?? locale]}
            caption={t('caption', { type: t(`types.${type}`) })}
            orderHref={(offerId) => href('productOrder', { id: offerId })}
          />
          <OffersPager
            t={tOffers}
            view={{ ...window, offers: shown, total: offers.length }}
            state={state}
            path={href('products')}
            keep={{ type }}
          />
        </>
      )}
    </div>
  )
}
