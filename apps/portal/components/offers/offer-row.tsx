import { bankNameAfterBankWord } from '@portal/domain/bank-name'
import { displayedRate } from '@portal/domain/format'
import type { LocaleInfo } from '@portal/domain/locales'
import type { TaxResidence } from '@portal/domain/money/tax-residence'
import { BadgeList, BadgeListItem } from '@portal/ui/badge-list'
import { Logo } from '@portal/ui/logo'
import { OfferOrderLink } from '@/components/ordering/offer-order-link'
import { assetUrl } from '@/lib/content/asset-url'
import type { NetRated } from '@/lib/offers/net-rate'
import type { OfferSummary } from '@/lib/offers/offer-summary'
import type { OfferTexts } from '@/lib/offers/offer-texts-of'
import { rowTrackAttribute } from '@/lib/offers/offers-event'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { hrefsFor } from '@/lib/routing/href'
import { CurrencyRiskNote, OfferCurrency } from './offer-currency'
import { OfferPanel } from './offer-panel'

interface OfferRowProps {
  offer: NetRated<OfferSummary>
  texts: OfferTexts
  compared: boolean
  market: LocaleInfo
  residence: TaxResidence
  /** The page's base path: `''` on a country host, `/<locale>` on the .com domain. */
  basePath: string
}

/**
 * One offer: summary cells, then a full-width row with the labels and the product and bank
 * disclosures. Plain cells with no classes for their layout: the table styles them once
 * (`offerTableLayout`), in a table or as a card per offer. The offer and bank ids are written on
 * the row; its tracked elements name only their event.
 */
export function OfferRow({ offer, texts, compared, market, residence, basePath }: OfferRowProps) {
  const locale = usePortalLocale()
  const href = hrefsFor(basePath)
  const { t } = texts
  const bank = offer.bank.name
  const guarantee = offer.depositGuarantee
  const foreign = offer.currency !== market.currency
  return (
    <>
      <tr data-testid="offer-row" data-offer-id={offer.id} data-bank-id={offer.bank.id}>
        <td>
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="compare"
              value={offer.id}
              form="offers-form"
              defaultChecked={compared}
              aria-label={t('compareOffer', { bank: bankNameAfterBankWord(bank, locale) })}
              className="size-4 accent-primary"
            />
            <span aria-hidden="true" className="@5xl:hidden">
              {t('columnCompare')}
            </span>
          </label>
        </td>
        <td>
          <div className="flex items-center gap-3">
            <Logo name={bank} src={assetUrl(offer.bank.logoUrl, locale)} size="sm" />
            <div className="min-w-0">
              <p className="font-medium [overflow-wrap:anywhere]" data-testid="bank-name">
                {bank}
              </p>
              <p
                className="text-sm text-muted-foreground"
                data-testid="guarantee-country"
                data-label={t('guaranteeCountry')}
              >
                {t('guaranteeUpTo', {
                  country: texts.country(offer.country),
                  limit: texts.money(guarantee.limit, guarantee.currency),
                })}
              </p>
            </div>
          </div>
        </td>
        <td data-label={`${t('columnRate')} (${texts.rateKind})`}>
          <p
            className="font-semibold @max-5xl:text-2xl @max-5xl:text-primary"
            data-testid="shown-rate"
          >
            {texts.columnRate(displayedRate(offer, market.country))}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('nominalEffective', {
              nominal: texts.percent(offer.nominalRate),
              effective: texts.percent(offer.effectiveRate),
            })}
          </p>
          <OfferCurrency t={t} currency={offer.currency} />
        </td>
        <td
          data-label={t('columnNetRate', { residence: texts.country(residence) })}
          data-testid="net-rate"
        >
          {texts.columnRate(offer.netRate)}
        </td>
        <td
          data-label={t('columnTerm')}
          data-testid="term"
          className="@max-5xl:text-lg @max-5xl:font-semibold"
        >
          {texts.term(offer.termMonths)}
        </td>
        <td data-label={t('columnAvailability')}>{t(`availability.${offer.availability}`)}</td>
        <td data-label={t('columnPayout')}>{t(`payout.${offer.interestPayout}`)}</td>
        <td>
          <OfferOrderLink
            visitorHref={href('register', { query: { offer: offer.id } })}
            customerHref={href('productOrder', { id: offer.id })}
            aria-label={`${t('order')} ${bank}`}
            {...rowTrackAttribute('order_click')}
          >
            {t('order')}
          </OfferOrderLink>
        </td>
      </tr>
      <tr data-testid="offer-extra">
        <td colSpan={8}>
          {foreign ? (
            <CurrencyRiskNote t={t} currency={offer.currency} home={market.currency} />
          ) : null}
          {offer.labels.length > 0 ? (
            <BadgeList aria-label={t('labelsOf', { bank: bankNameAfterBankWord(bank, locale) })}>
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
              summary={t('productDetails', { bank })}
              request={{ locale, basePath, offerId: offer.id, panel: 'product', residence }}
              {...rowTrackAttribute('product_expand')}
            />
            <OfferPanel
              data-testid="bank-details"
              summary={t('bankDetails', { bank })}
              request={{ locale, basePath, offerId: offer.id, panel: 'bank', residence }}
              {...rowTrackAttribute('bank_details_expand')}
            />
          </div>
        </td>
      </tr>
    </>
  )
}
