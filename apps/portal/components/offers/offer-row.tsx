import type { LocaleInfo, PortalLocale } from '@portal/domain/locales'
import { BadgeList, BadgeListItem } from '@portal/ui/badge-list'
import { Disclosure, DisclosureContent, DisclosureSummary } from '@portal/ui/disclosure'
import { Logo } from '@portal/ui/logo'
import { TableCell, TableRow } from '@portal/ui/table'
import { assetUrl } from '@/lib/content/asset-url'
import type { NetRatedOffer } from '@/lib/offers/net-rate'
import { trackAttribute } from '@/lib/offers/offers-event'
import { BankDetails } from './bank-details'
import { OfferDetails } from './offer-details'
import type { OfferTexts } from './offer-texts'

interface OfferRowProps {
  offer: NetRatedOffer
  texts: OfferTexts
  compared: boolean
  locale: PortalLocale
  market: LocaleInfo
}

/** One offer: summary cells, then a full-width row with the product and bank disclosures. */
export function OfferRow({ offer, texts, compared, locale, market }: OfferRowProps) {
  const { t } = texts
  const compareId = `compare-${offer.id}`
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
          <a
            href={`/${locale}/register?offer=${encodeURIComponent(offer.id)}`}
            className="inline-flex rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
            {...trackAttribute({ type: 'order_click', offerId: offer.id })}
          >
            {t('order')}
            <span className="sr-only">{` ${offer.bank.name}`}</span>
          </a>
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
            <Disclosure
              data-testid="product-details"
              {...trackAttribute({ type: 'product_expand', offerId: offer.id })}
            >
              <DisclosureSummary>
                {t('productDetails', { bank: offer.bank.name })}
              </DisclosureSummary>
              <DisclosureContent>
                <OfferDetails offer={offer} texts={texts} market={market} />
              </DisclosureContent>
            </Disclosure>
            <Disclosure
              data-testid="bank-details"
              {...trackAttribute({
                type: 'bank_details_expand',
                offerId: offer.id,
                bankId: offer.bank.id,
              })}
            >
              <DisclosureSummary>{t('bankDetails', { bank: offer.bank.name })}</DisclosureSummary>
              <DisclosureContent>
                <BankDetails offer={offer} texts={texts} locale={locale} />
              </DisclosureContent>
            </Disclosure>
          </div>
        </TableCell>
      </TableRow>
    </>
  )
}
