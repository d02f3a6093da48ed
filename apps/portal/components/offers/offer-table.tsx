import type { LocaleInfo, PortalLocale } from '@portal/domain/locales'
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@portal/ui/table'
import { memo } from 'react'
import type { OffersSortKey } from '@/lib/offers/filter-options'
import type { OfferSummary } from '@/lib/offers/offer-summary'
import { trackAttribute } from '@/lib/offers/offers-event'
import { offersSearch } from '@/lib/offers/offers-href'
import type { OffersView } from '@/lib/offers/offers-view'
import type { OffersTableState } from '@/lib/offers/search-params'
import type { TaxResidence } from '@/lib/offers/withholding-tax'
import { OfferRow } from './offer-row'
import type { OfferTexts } from './offer-texts-of'

interface OfferTableProps {
  locale: PortalLocale
  market: LocaleInfo
  view: OffersView<OfferSummary>
  state: OffersTableState
  path: string
  residence: TaxResidence
  texts: OfferTexts
}

/**
 * The offer rows of the shown pages, with sortable rate, net rate and term columns. Memoised:
 * twenty rows are the most expensive part of the page to render, and the table only changes
 * when what it shows does.
 */
export const OfferTable = memo(function OfferTable({
  locale,
  market,
  view,
  state,
  path,
  residence,
  texts,
}: OfferTableProps) {
  const { t } = texts

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
    <Table data-testid="offer-list" data-view={offersSearch(state)}>
      <TableCaption aria-live="polite">{texts.caption(view.total)}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>
            <span className="sr-only">{t('columnCompare')}</span>
          </TableHead>
          <TableHead>{t('columnBank')}</TableHead>
          {sortHead('rate', `${t('columnRate')} (${texts.rateKind})`)}
          {sortHead('net_rate', t('columnNetRate', { residence: texts.country(residence) }))}
          {sortHead('term', t('columnTerm'))}
          <TableHead>{t('columnAvailability')}</TableHead>
          <TableHead>{t('columnPayout')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('columnOrder')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {view.offers.map((offer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            texts={texts}
            compared={state.compare.includes(offer.id)}
            locale={locale}
            market={market}
            residence={residence}
          />
        ))}
      </TableBody>
    </Table>
  )
})
