import type { OffersTranslator } from '@/lib/offers/offer-texts-of'
import { trackAttribute } from '@/lib/offers/offers-event'
import { offersSearch } from '@/lib/offers/offers-href'
import type { OffersView } from '@/lib/offers/offers-view'
import type { OffersTableState } from '@/lib/offers/search-params'

interface OffersPagerProps {
  t: OffersTranslator
  view: Pick<OffersView<unknown>, 'offers' | 'total' | 'page' | 'lastShownPage' | 'pageCount'>
  state: OffersTableState
  path: string
  /** Query fields every page link keeps as they are (the products page's `type`). */
  keep?: Readonly<Record<string, string>>
}

const linkClasses =
  'inline-flex min-w-9 justify-center rounded-md px-3 py-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline aria-[current=page]:border aria-[current=page]:border-border aria-[current=page]:text-foreground'

/** Pages 1 … n around the current one as links, plus "load more" that appends the next page. */
export function OffersPager({ t, view, state, path, keep = {} }: OffersPagerProps) {
  if (view.pageCount <= 1) return null
  const href = (change: Partial<OffersTableState>) => {
    const search = new URLSearchParams(keep)
    for (const [name, value] of new URLSearchParams(offersSearch(state, change))) {
      search.append(name, value)
    }
    const query = search.toString()
    return query ? `${path}?${query}` : path
  }
  const pages = Array.from({ length: view.pageCount }, (_, index) => index + 1).filter(
    (page) => page === 1 || page === view.pageCount || Math.abs(page - view.page) <= 2,
  )
  const nextPage = view.lastShownPage + 1

  return (
    <div className="flex flex-col items-center gap-4">
      {nextPage <= view.pageCount ? (
        <a
          href={href({ more: state.more + 1 })}
          className="rounded-md border border-border px-4 py-2 text-sm font-medium hover:bg-muted"
          data-testid="load-more"
          {...trackAttribute({ type: 'load_more', page: nextPage, shown: view.offers.length })}
        >
          {t('pages.loadMore', { shown: view.offers.length, total: view.total })}
        </a>
      ) : null}
      <nav aria-label={t('pages.label')}>
        <ul className="flex flex-wrap items-center gap-1">
          {pages.map((page, index) => (
            <li key={page} className="flex items-center gap-1">
              {index > 0 && page - (pages[index - 1] ?? page) > 1 ? (
                <span aria-hidden="true">…</span>
              ) : null}
              <a
                href={href({ page, more: 0 })}
                aria-current={page >= view.page && page <= view.lastShownPage ? 'page' : undefined}
                aria-label={t('pages.page', { page })}
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
