import type { LocaleInfo } from '@portal/domain/locales'
import type { TaxResidence } from '@portal/domain/money/tax-residence'
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@portal/ui/table'
import { memo } from 'react'
import type { OffersSortKey } from '@/lib/offers/filter-options'
import type { OfferSummary } from '@/lib/offers/offer-summary'
import { offerTableFrame, offerTableLayout } from '@/lib/offers/offer-table-layout'
import type { OfferTexts } from '@/lib/offers/offer-texts-of'
import { trackAttribute } from '@/lib/offers/offers-event'
import { offersSearch } from '@/lib/offers/offers-href'
import type { OffersView } from '@/lib/offers/offers-view'
import type { OffersTableState } from '@/lib/offers/search-params'
import { OfferRow } from './offer-row'

interface OfferTableProps {
  market: LocaleInfo
  view: OffersView<OfferSummary>
  state: OffersTableState
  path: string
  /** The page's base path (`''` on a country host), which the rows' links start with. */
  basePath: string
  residence: TaxResidence
  texts: OfferTexts
}

const phoneHidden = '@max-5xl:sr-only'

/**
 * The offer rows of the shown pages, with sortable rate, net rate and term columns; a card per
 * offer in a narrow space (see `offerTableLayout`, which styles the rows). Memoised:
 * twenty rows are the most expensive part of the page to render, and the table only changes
 * when what it shows does.
 */
export const OfferTable = memo(function OfferTable({
  market,
  view,
  state,
  path,
  basePath,
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
        className="text-right @max-5xl:h-auto @max-5xl:p-0 @max-5xl:text-left @max-5xl:whitespace-normal"
        sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <a
          href={href}
          className="text-primary underline-offset-4 hover:underline @max-5xl:inline-flex @max-5xl:min-h-10 @max-5xl:items-center @max-5xl:rounded-full @max-5xl:border @max-5xl:border-border @max-5xl:px-3 @max-5xl:text-sm @max-5xl:hover:bg-primary-subtle"
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
    <div className={offerTableFrame}>
      <Table data-testid="offer-list" data-view={offersSearch(state)} className={offerTableLayout}>
        <TableCaption aria-live="polite" className="@max-5xl:block @max-5xl:text-left max-md:mt-0">
          {texts.caption(view.total)}
        </TableCaption>
        {/* In a card layout the head is a row of sort buttons, the other column names are on the
            cards; on a phone the sort order is in the filters, so that the first offer is on the
            first screen. */}
        <TableHeader className="@max-5xl:block max-md:hidden!">
          <TableRow className="@max-5xl:flex @max-5xl:flex-wrap @max-5xl:gap-2 @max-5xl:border-0 @max-5xl:hover:bg-transparent">
            <TableHead className={phoneHidden}>
              <span className="sr-only">{t('columnCompare')}</span>
            </TableHead>
            <TableHead className={phoneHidden}>{t('columnBank')}</TableHead>
            {sortHead('rate', `${t('columnRate')} (${texts.rateKind})`)}
            {sortHead('net_rate', t('columnNetRate', { residence: texts.country(residence) }))}
            {sortHead('term', t('columnTerm'))}
            <TableHead className={phoneHidden}>{t('columnAvailability')}</TableHead>
            <TableHead className={phoneHidden}>{t('columnPayout')}</TableHead>
            <TableHead className={phoneHidden}>
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
              market={market}
              residence={residence}
              basePath={basePath}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  )
})
