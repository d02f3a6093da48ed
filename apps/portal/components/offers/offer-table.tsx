import type { LocaleInfo, PortalLocale } from '@portal/domain/locales'
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@portal/ui/table'
import { getTranslations } from 'next-intl/server'
import type { OfferTable as OfferTableData } from '@/lib/deposits/offer-table'
import type { OffersSortKey } from '@/lib/offers/filter-options'
import { trackAttribute } from '@/lib/offers/offers-event'
import { offersSearch } from '@/lib/offers/offers-href'
import type { OffersTableState } from '@/lib/offers/search-params'
import type { TaxResidence } from '@/lib/offers/withholding-tax'
import { OfferRow } from './offer-row'
import { offerTexts } from './offer-texts'

interface OfferTableProps {
  locale: PortalLocale
  market: LocaleInfo
  table: OfferTableData
  state: OffersTableState
  path: string
  residence: TaxResidence
}

export async function OfferTable({
  locale,
  market,
  table,
  state,
  path,
  residence,
}: OfferTableProps) {
  const t = await getTranslations({ locale, namespace: 'Offers' })
  const texts = await offerTexts(locale, market)
  const residenceName = new Intl.DisplayNames([locale], { type: 'region' }).of(residence)

  function sortHead(column: OffersSortKey, label: string) {
    const active = state.sort === column
    const order = active && state.order === 'desc' ? 'asc' : 'desc'
    const href = `${path}${offersSearch(state, { sort: column, order, page: 1, more: 0 })}`
    return (
      <TableHead
        className="text-right"
        sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <a
          href={href}
          className="text-primary underline-offset-4 hover:underline"
          data-testid={`sort-${column}`}
          {...trackAttribute({ type: 'column_sort', column, order })}
        >
          {label}
          <span aria-hidden="true">{active ? (state.order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
        </a>
      </TableHead>
    )
  }

  return (
    <Table data-testid="offer-list">
      <TableCaption aria-live="polite">{t('tableCaption', { count: table.total })}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>
            <span className="sr-only">{t('columnCompare')}</span>
          </TableHead>
          <TableHead>{t('columnBank')}</TableHead>
          {sortHead('rate', `${t('columnRate')} (${texts.rateKind})`)}
          {sortHead('net_rate', t('columnNetRate', { residence: residenceName ?? residence }))}
          {sortHead('term', t('columnTerm'))}
          <TableHead>{t('columnAvailability')}</TableHead>
          <TableHead>{t('columnPayout')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('columnOrder')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.offers.map((offer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            texts={texts}
            compared={state.compare.includes(offer.id)}
            locale={locale}
            market={market}
          />
        ))}
      </TableBody>
    </Table>
  )
}
