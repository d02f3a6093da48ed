import type { Offer } from '@portal/domain'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import type { OfferTexts } from '@/lib/offers/offer-texts'
import { hrefsFor } from '@/lib/routing/href'
import { trackLinkAttribute } from '@/lib/tracking/track-link'

interface BankDetailsProps {
  offer: Offer
  texts: OfferTexts
  /** The page's base path: `''` on a country host, `/<locale>` on the .com domain. */
  basePath: string
}

/** The bank behind an offer: name, country, its credit rating and the deposit guarantee. */
export function BankDetails({ offer, texts, basePath }: BankDetailsProps) {
  const { t } = texts
  const guarantee = offer.depositGuarantee
  return (
    <DescriptionList data-testid="bank-fields">
      <DescriptionItem term={t('field.bank')}>
        <a
          href={hrefsFor(basePath)('bank', { slug: offer.bank.slug })}
          className="text-primary underline"
          {...trackLinkAttribute({ type: 'bank_card_click', bankSlug: offer.bank.slug })}
        >
          {offer.bank.name}
        </a>
      </DescriptionItem>
      <DescriptionItem term={t('field.country')}>
        {texts.country(offer.bank.countryCode)}
      </DescriptionItem>
      <DescriptionItem term={t('field.countryRating')}>
        {offer.bank.countryCreditRating}
      </DescriptionItem>
      <DescriptionItem term={t('field.depositGuarantee')}>
        {guarantee.scheme}, {texts.money(guarantee.limit, guarantee.currency)}
      </DescriptionItem>
    </DescriptionList>
  )
}
