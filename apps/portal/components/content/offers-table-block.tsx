import type { Offer, ProductType } from '@portal/domain'
import { localeInfos } from '@portal/domain/locales'
import { getTranslations } from 'next-intl/server'
import { BankOfferList } from '@/components/banks/bank-offer-list'
import { requestLocale } from '@/lib/page/request-locale'

/** The CMS offers-table block: a compact list of the best offers of a type. */
export async function OffersTableBlock({
  productType,
  offers,
}: {
  productType: ProductType
  offers: Offer[]
}) {
  const locale = await requestLocale()
  const t = await getTranslations({ locale, namespace: 'ContentPage' })
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
        <BankOfferList offers={offers} market={localeInfos[locale]} topOffers />
      )}
    </section>
  )
}
