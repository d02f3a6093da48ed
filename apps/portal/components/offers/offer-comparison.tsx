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
import type { NetRatedOffer } from '@/lib/offers/net-rate'
import { offerTexts } from '@/lib/offers/offer-texts'
import { requestLocale } from '@/lib/page/request-locale'

interface OfferComparisonProps {
  market: LocaleInfo
  offers: NetRatedOffer[]
}

/** Up to three offers side by side, one column each. */
export async function OfferComparison({ market, offers }: OfferComparisonProps) {
  const locale = await requestLocale()
  const texts = await offerTexts(locale, market)
  const { t } = texts
  // rates and amounts are figures: right-aligned, the rates lined up on the decimal separator
  const rows: [string, (offer: NetRatedOffer) => string, 'figure'?][] = [
    [t('field.country'), (offer) => texts.country(offer.country)],
    [t('columnRate'), (offer) => texts.columnRate(displayedRate(offer, market.country)), 'figure'],
    [t('field.nominalRate'), (offer) => texts.columnRate(offer.nominalRate), 'figure'],
    [t('field.effectiveRate'), (offer) => texts.columnRate(offer.effectiveRate), 'figure'],
    [t('columnNetRateShort'), (offer) => texts.columnRate(offer.netRate), 'figure'],
    [t('columnTerm'), (offer) => texts.term(offer.termMonths)],
    [t('columnPayout'), (offer) => t(`payout.${offer.interestPayout}`)],
    [t('field.minAmount'), (offer) => texts.money(offer.minAmount, offer.currency), 'figure'],
    [t('field.maxAmount'), (offer) => texts.money(offer.maxAmount, offer.currency), 'figure'],
    [t('field.currency'), (offer) => offer.currency],
    [t('field.countryRating'), (offer) => offer.bank.countryCreditRating],
    [t('field.earlyTermination'), (offer) => texts.yesNo(offer.earlyTermination.allowed)],
    [t('field.compounding'), (offer) => texts.yesNo(offer.compounding)],
    [t('field.costs'), (offer) => offer.costs],
  ]
  return (
    <section aria-labelledby="comparison-title" data-testid="comparison" className="space-y-2">
      <h2 id="comparison-title" className="text-xl font-semibold">
        {t('comparisonTitle')}
      </h2>
      <Table>
        <TableCaption className="sr-only">{t('comparisonTitle')}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>
              <span className="sr-only">{t('comparisonField')}</span>
            </TableHead>
            {offers.map((offer) => (
              <TableHead key={offer.id} className="whitespace-normal">
                {offer.bank.name}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(([label, value, figure]) => (
            <TableRow key={label}>
              <TableHead scope="row" className="font-medium">
                {label}
              </TableHead>
              {offers.map((offer) => (
                <TableCell
                  key={offer.id}
                  className={figure ? 'text-right tabular-nums' : 'whitespace-normal'}
                >
                  {value(offer)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  )
}
