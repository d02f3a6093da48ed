import type { LocaleInfo, PortalLocale } from '@portal/domain/locales'
import { BadgeList, BadgeListItem } from '@portal/ui/badge-list'
import { Logo } from '@portal/ui/logo'
import { TableCell, TableRow } from '@portal/ui/table'
import { OfferOrderLink } from '@/components/ordering/offer-order-link'
import { assetUrl } from '@/lib/content/asset-url'
import type { NetRated } from '@/lib/offers/net-rate'
import type { OfferSummary } from '@/lib/offers/offer-summary'
import { trackAttribute } from '@/lib/offers/offers-event'
import type { TaxResidence } from '@/lib/offers/withholding-tax'
import { OfferPanel } from './offer-panel'
import type { OfferTexts } from './offer-texts-of'

interface OfferRowProps {
  offer: NetRated<OfferSummary>
  texts: OfferTexts
  compared: boolean
  locale: PortalLocale
  market: LocaleInfo
  residence: TaxResidence
}

/** One offer: summary cells, then a full-width row with the product and bank disclosures. */
export function OfferRow({ offer, texts, compared, locale, residence }: OfferRowProps) {
  const { t } = texts
  const compareId = `compare-${offer.id}`
  const offerPage = `/${locale}/offers/${encodeURIComponent(offer.id)}`
  return (
    <>
      <TableRow data-testid="offer-row" data-offer-id={offer.id} className="border-b-0">
        <TableCell>
          <input
            id={compareId}
            type="checkbox"
            name="compare"
            value={offer.id}
            form="offers-form"
            defaultChecked={compared}
            className="size-4 accent-primary"
            data-compare
          />
          <label htmlFor={compareId} className="sr-only">
            {t('compareOffer', { bank: offer.bank.name })}
          </label>
        </TableCell>
        <TableCell>
          <div className="flex items-center gap-3">
            <Logo name={offer.bank.name} src={assetUrl(offer.bank.logoUrl, locale)} size="sm" />
            <div className="min-w-0">
              <p className="font-medium whitespace-normal" data-testid="bank-name">
                {offer.bank.name}
              </p>
              <p className="text-sm text-muted-foreground">{texts.country(offer.country)}</p>
            </div>
          </div>
        </TableCell>
        <TableCell className="text-right tabular-nums">
          <p className="font-semibold" data-testid="shown-rate">
            {texts.shownRate(offer)}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('nominalEffective', {
              nominal: texts.percent(offer.nominalRate),
              effective: texts.percent(offer.effectiveRate),
            })}
          </p>
        </TableCell>
        <TableCell className="text-right tabular-nums" data-testid="net-rate">
          {texts.percent(offer.netRate)}
        </TableCell>
        <TableCell className="text-right" data-testid="term">
          {texts.term(offer.termMonths)}
        </TableCell>
        <TableCell>{t(`availability.${offer.availability}`)}</TableCell>
        <TableCell>{t(`payout.${offer.interestPayout}`)}</TableCell>
        <TableCell>
          <OfferOrderLink
            visitorHref={`/${locale}/register?offer=${encodeURIComponent(offer.id)}`}
            customerHref={`/${locale}/products/${encodeURIComponent(offer.id)}/order`}
            className="inline-flex rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
            {...trackAttribute({ type: 'order_click', offerId: offer.id })}
          >
            {t('order')}
            <span className="sr-only">{` ${offer.bank.name}`}</span>
          </OfferOrderLink>
        </TableCell>
      </TableRow>
      <TableRow data-testid="offer-extra">
        <TableCell colSpan={8} className="space-y-2 pt-0 whitespace-normal">
          {offer.labels.length > 0 ? (
            <BadgeList aria-label={t('labelsOf', { bank: offer.bank.name })}>
              {offer.labels.map((label) => (
                <BadgeListItem key={label} variant="brand">
                  {t(`labels.${label}`)}
                </BadgeListItem>
              ))}
            </BadgeList>
          ) : null}
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <OfferPanel
              data-testid="product-details"
              summary={t('productDetails', { bank: offer.bank.name })}
              request={{ locale, offerId: offer.id, panel: 'product', residence }}
              fallbackHref={offerPage}
              {...trackAttribute({ type: 'product_expand', offerId: offer.id })}
            />
            <OfferPanel
              data-testid="bank-details"
              summary={t('bankDetails', { bank: offer.bank.name })}
              request={{ locale, offerId: offer.id, panel: 'bank', residence }}
              fallbackHref={offerPage}
              {...trackAttribute({
                type: 'bank_details_expand',
                offerId: offer.id,
                bankId: offer.bank.id,
              })}
            />
          </div>
        </TableCell>
      </TableRow>
    </>
  )
}
