import type { Offer } from '@portal/domain'
import { displayedRate, formatPercent } from '@portal/domain/format'
import type { LocaleInfo } from '@portal/domain/locales'
import { marketOf, productTypeIn } from '@portal/domain/markets'
import { Link } from '@portal/ui/link'
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'
import { termText } from '@/lib/offers/term-label'
import { pageHrefs } from '@/lib/page/page-links'
import { trackLinkAttribute } from '@/lib/tracking/track-link'

/**
 * Links to a bank's offers, or to any list of offers (CMS offers-table block); `topOffers` reports
 * clicks as top offer clicks with their position.
 */
export async function BankOfferList({
  offers,
  market,
  topOffers = false,
}: {
  offers: Offer[]
  market: LocaleInfo
  topOffers?: boolean
}) {
  const t = await getTranslations({ locale: market.locale, namespace: 'OfferPage' })
  const tBank = await getTranslations({ locale: market.locale, namespace: 'BankPage' })
  const href = await pageHrefs()
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
      {offers.map((offer, index) => (
        <li
          key={offer.id}
          className="px-4 py-3"
          data-testid="bank-offer"
          {...(topOffers
            ? trackLinkAttribute({
                type: 'top_offer_click',
                offerId: offer.id,
                position: index + 1,
              })
            : {})}
        >
          <Link asChild>
            <NextLink href={href('offer', { id: offer.id })}>
              {tBank('offerLink', {
                product: t(`productType.${productTypeIn(marketOf(market.locale), offer)}`),
                term: termText(offer.termMonths, t),
                rate: formatPercent(displayedRate(offer, market.country), market.tag),
              })}
            </NextLink>
          </Link>
          <span className="ml-2 text-sm text-muted-foreground" data-testid="offer-currency">
            {offer.currency}
          </span>
        </li>
      ))}
    </ul>
  )
}
