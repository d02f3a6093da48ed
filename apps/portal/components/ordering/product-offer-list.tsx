import type { Offer } from '@portal/domain'
import { displayedRate } from '@portal/domain/format'
import type { LocaleInfo } from '@portal/domain/locales'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@portal/ui/table'
import { useTranslations } from 'next-intl'
import { CurrencyRiskNote, OfferCurrency } from '@/components/offers/offer-currency'
import { offerTextsOf } from '@/lib/offers/offer-texts-of'
import { hasOfferEnded } from '@/lib/ordering/offer-ended'
import { routeServes } from '@/lib/routes'
import { OrderCtaLink } from './order-cta-link'

const stickyAction = 'sticky right-0 bg-pui-background shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)]'

interface ProductOfferListProps {
  offers: readonly Offer[]
  /** The customer's market: its rate kind, its currency (a row in another is foreign), its figures. */
  market: LocaleInfo
  caption: string
  /** The order flow of an offer, as the browser addresses it. */
  orderHref: (offerId: string) => string
}

/**
 * The offers a customer can order, with the order call to action (or why there is none). Each
 * row shows the rate the market's table shows (the order the server sorted them in), lined up on
 * the decimal separator, and its currency; a foreign-currency row adds the public table's note
 * on the exchange step and the currency risk.
 */
export function ProductOfferList({ offers, market, caption, orderHref }: ProductOfferListProps) {
  const t = useTranslations('Money.products')
  const texts = offerTextsOf(useTranslations('Offers'), market)
  return (
    <Table data-testid="product-offers">
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.bank')}</TableHead>
          <TableHead className="text-right">
            {/* the rate as the market's public table names it: APY where that is the US table */}
            {routeServes('usOffers', market.locale)
              ? t('columns.rateApy')
              : `${t('columns.rate')} (${texts.rateKind})`}
          </TableHead>
          <TableHead>{t('columns.term')}</TableHead>
          <TableHead>{t('columns.amounts')}</TableHead>
          {/* On a phone the table scrolls sideways; the order column stays in view. */}
          <TableHead className={stickyAction}>{t('columns.action')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {offers.flatMap((offer) => [
          <TableRow
            key={offer.id}
            data-testid="product-offer"
            data-offer-id={offer.id}
            data-currency={offer.currency}
          >
            <TableCell className="whitespace-normal">
              <span className="font-medium">{offer.bank.name}</span>
              <span
                className="block text-xs text-muted-foreground"
                data-testid="product-bank-country"
              >
                {texts.country(offer.country)}
              </span>
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <span data-testid="product-rate">
                {texts.columnRate(displayedRate(offer, market.country))}
              </span>
              <OfferCurrency t={texts.t} currency={offer.currency} />
            </TableCell>
            <TableCell>
              {offer.termMonths === null
                ? t('noTerm')
                : t('termMonths', { months: offer.termMonths })}
            </TableCell>
            <TableCell className="whitespace-normal">
              {t('amountRange', {
                min: texts.money(offer.minAmount, offer.currency),
                max: texts.money(offer.maxAmount, offer.currency),
              })}
            </TableCell>
            <TableCell className={stickyAction}>
              {hasOfferEnded(offer) ? (
                <span className="text-sm text-muted-foreground">{t('ended')}</span>
              ) : (
                <OrderCtaLink
                  href={orderHref(offer.id)}
                  offerId={offer.id}
                  bankId={offer.bank.id}
                  component="customer_products"
                >
                  {t('order')}
                  <span className="sr-only">{` ${offer.bank.name}`}</span>
                </OrderCtaLink>
              )}
            </TableCell>
          </TableRow>,
          offer.currency === market.currency ? null : (
            <TableRow key={`${offer.id}-currency`} data-testid="product-offer-currency-risk">
              <TableCell colSpan={5} className="whitespace-normal pt-0">
                {/* stays in view while a phone scrolls the table sideways */}
                <CurrencyRiskNote
                  t={texts.t}
                  currency={offer.currency}
                  home={market.currency}
                  className="sticky left-0 max-w-[calc(100vw-3rem)] text-sm"
                />
              </TableCell>
            </TableRow>
          ),
        ])}
      </TableBody>
    </Table>
  )
}
