import type { Offer } from '@portal/domain'
import { formatMoney, formatPercent } from '@portal/domain/format'
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
import { hasOfferEnded } from '@/lib/ordering/offer-ended'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { OrderCtaLink } from './order-cta-link'

const stickyAction = 'sticky right-0 bg-pui-background shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)]'

interface ProductOfferListProps {
  offers: readonly Offer[]
  caption: string
  /** The order flow of an offer, as the browser addresses it. */
  orderHref: (offerId: string) => string
}

/** The offers a customer can order, with the order call to action (or why there is none). */
export function ProductOfferList({ offers, caption, orderHref }: ProductOfferListProps) {
  const locale = usePortalLocale()
  const t = useTranslations('Money.products')
  return (
    <Table data-testid="product-offers">
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.bank')}</TableHead>
          <TableHead className="text-right">{t('columns.rate')}</TableHead>
          <TableHead>{t('columns.term')}</TableHead>
          <TableHead>{t('columns.amounts')}</TableHead>
          {/* On a phone the table scrolls sideways; the order column stays in view. */}
          <TableHead className={stickyAction}>{t('columns.action')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {offers.map((offer) => (
          <TableRow
            key={offer.id}
            data-testid="product-offer"
            data-offer-id={offer.id}
            data-currency={offer.currency}
          >
            <TableCell className="whitespace-normal">
              <span className="font-medium">{offer.bank.name}</span>
              <span className="block text-xs text-muted-foreground">{offer.country}</span>
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatPercent(offer.nominalRate, locale)}
            </TableCell>
            <TableCell>
              {offer.termMonths === null
                ? t('noTerm')
                : t('termMonths', { months: offer.termMonths })}
            </TableCell>
            <TableCell className="whitespace-normal">
              {t('amountRange', {
                min: formatMoney(offer.minAmount, offer.currency, locale),
                max: formatMoney(offer.maxAmount, offer.currency, locale),
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
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
