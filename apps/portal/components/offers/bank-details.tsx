import type { Offer } from '@portal/domain'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import type { OfferTexts } from '@/lib/offers/offer-texts'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { localeHref } from '@/lib/routing/href'
import { trackLinkAttribute } from '@/lib/tracking/track-link'

/** The bank behind an offer: name, country, its credit rating and the deposit guarantee. */
export function BankDetails({ offer, texts }: { offer: Offer; texts: OfferTexts }) {
  const locale = usePortalLocale()
  const { t } = texts
  const guarantee = offer.depositGuarantee
  return (
    <DescriptionList data-testid="bank-fields">
      <DescriptionItem term={t('field.bank')}>
        <a
          href={localeHref(locale)('bank', { slug: offer.bank.slug })}
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
