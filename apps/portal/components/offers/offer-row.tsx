import type { LocaleInfo, PortalLocale } from '@portal/domain/locales'
import type { TaxResidence } from '@portal/domain/money/tax-residence'
import { BadgeList, BadgeListItem } from '@portal/ui/badge-list'
import { Logo } from '@portal/ui/logo'
import { TableCell, TableRow } from '@portal/ui/table'
import { OfferOrderLink } from '@/components/ordering/offer-order-link'
import { assetUrl } from '@/lib/content/asset-url'
import type { NetRated } from '@/lib/offers/net-rate'
import type { OfferSummary } from '@/lib/offers/offer-summary'
import { trackAttribute } from '@/lib/offers/offers-event'
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

/**
 * Below the lg breakpoint the two rows of an offer form one card (the table's head is hidden
 * there): bank and guarantee country, rate, term and the order button without expanding
 * anything; every value carries its column's name.
 */
const card = {
  row: 'max-lg:mt-3 max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-4 max-lg:gap-y-3 max-lg:rounded-t-xl max-lg:border max-lg:border-b-0 max-lg:border-border max-lg:bg-background max-lg:p-4 max-lg:hover:bg-background',
  cell: 'max-lg:block max-lg:p-0',
  extra:
    'max-lg:block max-lg:rounded-b-xl max-lg:border max-lg:border-t-0 max-lg:border-border max-lg:px-4 max-lg:pb-4 max-lg:shadow-sm',
}

/** The column's name above a value, on the card only (the table's head names it on wide screens). */
function CardLabel({ children }: { children: string }) {
  return (
    <span className="block text-xs font-medium text-muted-foreground lg:hidden">{children}</span>
  )
}

/** One offer: summary cells, then a full-width row with the product and bank disclosures. */
export function OfferRow({ offer, texts, compared, locale, residence }: OfferRowProps) {
  const { t } = texts
  const compareId = `compare-${offer.id}`
  const offerPage = `/${locale}/offers/${encodeURIComponent(offer.id)}`
  return (
    <>
      <TableRow
        data-testid="offer-row"
        data-offer-id={offer.id}
        className={`border-b-0 ${card.row}`}
      >
        <TableCell
          className={`${card.cell} max-lg:order-9 max-lg:flex max-lg:items-center max-lg:gap-2`}
        >
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
          <span aria-hidden="true" className="text-sm lg:hidden">
            {t('columnCompare')}
          </span>
        </TableCell>
        <TableCell className={`${card.cell} max-lg:col-span-2`}>
          <div className="flex items-center gap-3">
            <Logo name={offer.bank.name} src={assetUrl(offer.bank.logoUrl, locale)} size="sm" />
            <div className="min-w-0">
              <p
                className="font-medium whitespace-normal [overflow-wrap:anywhere]"
                data-testid="bank-name"
              >
                {offer.bank.name}
              </p>
              <p className="text-sm text-muted-foreground" data-testid="guarantee-country">
                <span className="lg:hidden">{`${t('guaranteeCountry')}: `}</span>
                {texts.country(offer.country)}
              </p>
            </div>
          </div>
        </TableCell>
        <TableCell className={`text-right tabular-nums max-lg:text-left ${card.cell}`}>
          <CardLabel>{`${t('columnRate')} (${texts.rateKind})`}</CardLabel>
          <p className="font-semibold max-lg:text-2xl max-lg:text-primary" data-testid="shown-rate">
            {texts.shownRate(offer)}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('nominalEffective', {
              nominal: texts.percent(offer.nominalRate),
              effective: texts.percent(offer.effectiveRate),
            })}
          </p>
        </TableCell>
        <TableCell
          className={`text-right tabular-nums max-lg:order-2 max-lg:text-left ${card.cell}`}
        >
          <CardLabel>{t('columnNetRate', { residence: texts.country(residence) })}</CardLabel>
          <span data-testid="net-rate">{texts.percent(offer.netRate)}</span>
        </TableCell>
        <TableCell className={`text-right max-lg:text-left ${card.cell}`}>
          <CardLabel>{t('columnTerm')}</CardLabel>
          <span className="max-lg:text-lg max-lg:font-semibold" data-testid="term">
            {texts.term(offer.termMonths)}
          </span>
        </TableCell>
        <TableCell className={`max-lg:order-3 ${card.cell}`}>
          <CardLabel>{t('columnAvailability')}</CardLabel>
          {t(`availability.${offer.availability}`)}
        </TableCell>
        <TableCell className={`max-lg:order-4 max-lg:col-span-2 ${card.cell}`}>
          <CardLabel>{t('columnPayout')}</CardLabel>
          {t(`payout.${offer.interestPayout}`)}
        </TableCell>
        <TableCell className={`max-lg:order-10 max-lg:text-right ${card.cell}`}>
          <OfferOrderLink
            visitorHref={`/${locale}/register?offer=${encodeURIComponent(offer.id)}`}
            customerHref={`/${locale}/products/${encodeURIComponent(offer.id)}/order`}
            className="inline-flex min-h-10 items-center rounded-md bg-primary px-4 py-1.5 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring lg:min-h-0 lg:px-3"
            {...trackAttribute({ type: 'order_click', offerId: offer.id })}
          >
            {t('order')}
            <span className="sr-only">{` ${offer.bank.name}`}</span>
          </OfferOrderLink>
        </TableCell>
      </TableRow>
      <TableRow data-testid="offer-extra" className={card.extra}>
        <TableCell colSpan={8} className="space-y-2 pt-0 whitespace-normal max-lg:block max-lg:p-0">
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
