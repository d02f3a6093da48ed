import type { PortalLocale } from '@portal/domain/locales'
import { getTranslations } from 'next-intl/server'
import type { OfferTable } from '@/lib/deposits/offer-table'
import { trackAttribute } from '@/lib/offers/offers-event'
import { offersSearch } from '@/lib/offers/offers-href'
import type { OffersTableState } from '@/lib/offers/search-params'

interface OffersPagerProps {
  locale: PortalLocale
  table: OfferTable
  state: OffersTableState
  path: string
}

/** Pages 1 … n around the current one as links, plus "load more" that appends the next page. */
export async function OffersPager({ locale, table, state, path }: OffersPagerProps) {
  if (table.pageCount <= 1) return null
  const t = await getTranslations({ locale, namespace: 'Offers.pages' })
  const href = (change: Partial<OffersTableState>) => `${path}${offersSearch(state, change)}`
  const pages = Array.from({ length: table.pageCount }, (_, index) => index + 1).filter(
    (page) => page === 1 || page === table.pageCount || Math.abs(page - table.page) <= 2,
  )
  const nextPage = table.lastShownPage + 1
  const linkClasses =
    'inline-flex min-w-9 justify-center rounded-md px-3 py-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline aria-[current=page]:border aria-[current=page]:border-border aria-[current=page]:text-foreground'

  return (
    <div className="flex flex-col items-center gap-4">
      {nextPage <= table.pageCount ? (
        <a
          href={href({ more: state.more + 1 })}
          className="rounded-md border border-border px-4 py-2 text-sm font-medium hover:bg-muted"
          data-testid="load-more"
          {...trackAttribute({ type: 'load_more', page: nextPage, shown: table.offers.length })}
        >
          {t('loadMore', { shown: table.offers.length, total: table.total })}
        </a>
      ) : null}
      <nav aria-label={t('label')}>
        <ul className="flex flex-wrap items-center gap-1">
          {pages.map((page, index) => (
            <li key={page} className="flex items-center gap-1">
              {index > 0 && page - (pages[index - 1] ?? page) > 1 ? (
                <span aria-hidden="true">…</span>
              ) : null}
              <a
                href={href({ page, more: 0 })}
                aria-current={
                  page >= table.page && page <= table.lastShownPage ? 'page' : undefined
                }
                aria-label={t('page', { page })}
                className={linkClasses}
                data-testid={`page-${page}`}
                {...trackAttribute({ type: 'pagination_click', page })}
              >
                {page}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
