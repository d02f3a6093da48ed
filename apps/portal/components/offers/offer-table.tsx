import type { LocaleInfo, PortalLocale } from '@portal/domain/locales'
import type { TaxResidence } from '@portal/domain/money/tax-residence'
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@portal/ui/table'
import { memo } from 'react'
import type { OffersSortKey } from '@/lib/offers/filter-options'
import type { OfferSummary } from '@/lib/offers/offer-summary'
import { trackAttribute } from '@/lib/offers/offers-event'
import { offersSearch } from '@/lib/offers/offers-href'
import type { OffersView } from '@/lib/offers/offers-view'
import type { OffersTableState } from '@/lib/offers/search-params'
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

const phoneHidden = 'max-lg:sr-only'

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
        className="text-right max-lg:h-auto max-lg:p-0 max-lg:text-left max-lg:whitespace-normal"
        sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <a
          href={href}
          className="text-primary underline-offset-4 hover:underline max-lg:inline-flex max-lg:min-h-10 max-lg:items-center max-lg:rounded-full max-lg:border max-lg:border-border max-lg:px-3 max-lg:text-sm max-lg:hover:bg-primary-subtle"
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
    <Table
      data-testid="offer-list"
      data-view={offersSearch(state)}
      className="max-lg:block max-lg:text-base max-lg:[&_tbody]:block"
    >
      <TableCaption aria-live="polite" className="max-lg:block max-lg:text-left">
        {texts.caption(view.total)}
      </TableCaption>
      {/* On phones the head is a row of sort buttons; the other column names are on the cards. */}
      <TableHeader className="max-lg:block">
        <TableRow className="max-lg:flex max-lg:flex-wrap max-lg:gap-2 max-lg:border-0 max-lg:hover:bg-transparent">
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
            locale={locale}
            market={market}
            residence={residence}
          />
        ))}
      </TableBody>
    </Table>
  )
})
