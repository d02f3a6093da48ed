import type { Offer } from '@portal/domain'
import {
  displayedRate,
  formatMoney,
  formatPercent,
  showsEffectiveRate,
} from '@portal/domain/format'
import type { LocaleInfo, PortalLocale } from '@portal/domain/locales'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@portal/ui/table'
import { getTranslations } from 'next-intl/server'
import { termLabel } from './offer-term'

interface OfferListTableProps {
  offers: Offer[]
  total: number
  market: LocaleInfo
  locale: PortalLocale
}

/** A plain list of offers read from the deposits service (the full offers screen builds on it). */
export async function OfferListTable({ offers, total, market, locale }: OfferListTableProps) {
  const t = await getTranslations({ locale, namespace: 'Offers' })
  const countryNames = new Intl.DisplayNames([market.tag], { type: 'region' })
  const rateKind = showsEffectiveRate(market.country) ? t('effectiveRate') : t('nominalRate')

  function term(months: number | null) {
    const label = termLabel(months)
    if (label.kind === 'none') return t('noTerm')
    return label.kind === 'years'
      ? t('termYears', { count: label.count })
      : t('termMonths', { count: label.count })
  }

  return (
    <Table data-testid="offer-list">
      <TableCaption>{t('tableCaption', { count: total })}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('columnBank')}</TableHead>
          <TableHead scope="col">{t('columnCountry')}</TableHead>
          <TableHead scope="col">{t('columnProduct')}</TableHead>
          <TableHead scope="col">{t('columnTerm')}</TableHead>
          <TableHead scope="col" className="text-right">
            {t('columnRate')} <span className="font-normal">({rateKind})</span>
          </TableHead>
          <TableHead scope="col" className="text-right">
            {t('columnMinAmount')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {offers.map((offer) => (
          <TableRow key={offer.id} data-testid="offer-row">
            <TableCell className="font-medium">{offer.bank.name}</TableCell>
            <TableCell>{countryNames.of(offer.country) ?? offer.country}</TableCell>
            <TableCell>{t(`productType.${offer.productType}`)}</TableCell>
            <TableCell>{term(offer.termMonths)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatPercent(displayedRate(offer, market.country), market.tag)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(offer.minAmount, offer.currency, market.tag)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
