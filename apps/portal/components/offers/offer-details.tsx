import type { Document } from '@portal/domain'
import type { LocaleInfo, PortalLocale } from '@portal/domain/locales'
import { DescriptionItem, DescriptionList } from '@portal/ui/description-list'
import { assetUrl } from '@/lib/content/asset-url'
import { insuranceKey } from '@/lib/offers/insurance-key'
import type { NetRatedOffer } from '@/lib/offers/net-rate'
import type { OfferTexts } from '@/lib/offers/offer-texts'

interface OfferConditionsProps {
  offer: NetRatedOffer
  texts: OfferTexts
  market: LocaleInfo
}

/** Backend documents are served through the portal's asset proxy (CSP and host stay 'self'). */
function DocumentLink({ document, locale }: { document: Document; locale: PortalLocale }) {
  return (
    <a
      href={assetUrl(document.url, locale) ?? '#'}
      className="text-primary underline"
      data-media-type={document.mediaType}
    >
      {document.title}
    </a>
  )
}

/** Every field of the Offer of spec section 3 (its descriptions are shown beside them). */
export function OfferConditions({ offer, texts, market }: OfferConditionsProps) {
  const { t } = texts
  const guarantee = offer.depositGuarantee
  const dash = t('none')
  return (
    <DescriptionList data-testid="offer-fields">
      <DescriptionItem term={t('field.earlyTermination')}>
        {texts.yesNo(offer.earlyTermination.allowed)} — {offer.earlyTermination.description}
      </DescriptionItem>
      <DescriptionItem term={t('field.taxation')}>{offer.taxation}</DescriptionItem>
      <DescriptionItem term={t('field.depositGuarantee')}>
        {guarantee.scheme}, {texts.money(guarantee.limit, guarantee.currency)}
        {guarantee.insuranceDescriptionIds.length > 0 ? (
          <span className="block text-xs text-muted-foreground">
            {guarantee.insuranceDescriptionIds
              .map((id) => t(`insurance.${insuranceKey(id)}`))
              .join(', ')}
          </span>
        ) : null}
      </DescriptionItem>
      <DescriptionItem term={t('field.currency')}>{offer.currency}</DescriptionItem>
      <DescriptionItem term={t('field.minAmount')}>
        {texts.money(offer.minAmount, offer.currency)}
      </DescriptionItem>
      <DescriptionItem term={t('field.maxAmount')}>
        {texts.money(offer.maxAmount, offer.currency)}
      </DescriptionItem>
      <DescriptionItem term={t('field.withholdingTax')}>
        {offer.withholdingTax.description}
        <span className="block text-xs text-muted-foreground">
          {t('netRateNote', {
            withheld: texts.percent(offer.withheldRate),
            net: texts.percent(offer.netRate),
          })}
        </span>
      </DescriptionItem>
      <DescriptionItem term={t('field.productInformationSheet')}>
        {offer.productInformationSheet ? (
          <DocumentLink document={offer.productInformationSheet} locale={market.locale} />
        ) : (
          dash
        )}
      </DescriptionItem>
      <DescriptionItem term={t('field.noticePeriod')}>
        {offer.noticePeriodDays === null ? dash : t('days', { count: offer.noticePeriodDays })}
      </DescriptionItem>
      <DescriptionItem term={t('field.settlementWeekday')}>
        {offer.settlementWeekday ? t(`weekday.${offer.settlementWeekday}`) : dash}
      </DescriptionItem>
      <DescriptionItem term={t('field.bonus')}>
        {offer.bonus ? `${texts.percent(offer.bonus.rate)} — ${offer.bonus.description}` : dash}
      </DescriptionItem>
      <DescriptionItem term={t('field.compounding')}>
        {texts.yesNo(offer.compounding)}
      </DescriptionItem>
      <DescriptionItem term={t('field.negativeInterest')}>
        {t(`booking.${offer.negativeInterest.booking || 'NONE'}`)},{' '}
        {t(`policy.${offer.negativeInterest.payment}`)}
      </DescriptionItem>
      <DescriptionItem term={t('field.prolongation')}>
        {texts.yesNo(offer.prolongation.automatic)} — {offer.prolongation.description}
      </DescriptionItem>
      <DescriptionItem term={t('field.additionalDocuments')}>
        {offer.additionalDocuments.length === 0 ? (
          dash
        ) : (
          <ul>
            {offer.additionalDocuments.map((document) => (
              <li key={document.url}>
                <DocumentLink document={document} locale={market.locale} />
              </li>
            ))}
          </ul>
        )}
      </DescriptionItem>
      <DescriptionItem term={t('field.specialFeatures')}>
        {offer.specialFeatures.length === 0 ? (
          dash
        ) : (
          <ul className="list-disc ps-4">
            {offer.specialFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
      </DescriptionItem>
      <DescriptionItem term={t('field.costs')}>{offer.costs}</DescriptionItem>
    </DescriptionList>
  )
}
