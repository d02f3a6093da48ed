import { displayedRateKind } from '@portal/api-clients/contracts/offer-list-rules'
import type { ProductType } from '@portal/domain'
import { localeInfos } from '@portal/domain/locales'
import { getTranslations } from 'next-intl/server'
import { BankOfferList } from '@/components/banks/bank-offer-list'
import type { PortalLocale } from '@/i18n/locales'
import { getTopOffers } from '@/lib/backend/deposits'
import { pageData } from '@/lib/site/page-data'

/** The CMS offers-table block: a compact server-rendered list of the best offers of a type. */
export async function OffersTableBlock({
  productType,
  limit,
  locale,
}: {
  productType: ProductType
  limit: number
  locale: PortalLocale
}) {
  const market = localeInfos[locale]
  const [offers, t] = await Promise.all([
    getTopOffers(
      market.region,
      productType,
      Math.min(limit, 20),
      displayedRateKind(market.country),
    ).then(pageData),
    getTranslations({ locale, namespace: 'ContentPage' }),
  ])
  return (
    <section
      aria-labelledby={`top-${productType}`}
      className="space-y-3"
      data-testid="offers-block"
    >
      <h2 id={`top-${productType}`} className="text-xl font-semibold">
        {t('topOffersHeading')}
      </h2>
      {offers.length === 0 ? (
        <p>{t('noTopOffers')}</p>
      ) : (
        <BankOfferList offers={offers} market={market} topOffers />
      )}
    </section>
  )
}
