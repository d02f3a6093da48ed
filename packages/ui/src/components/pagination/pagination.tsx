import type * as React from 'react'
import { cn } from '../../lib/cn'

type PaginationEvent = { type: 'pagination_click'; page: number }

type PaginationLabels = {
  /** Accessible name of the nav landmark, e.g. "Press releases pages". */
  navigation: string
  previous: string
  next: string
  /** Accessible name of a page link, e.g. (3) => "Page 3". */
  page: (page: number) => string
}

type PaginationProps = Omit<React.ComponentProps<'nav'>, 'aria-label'> & {
  page: number
  pageCount: number
  /** URL of a page: plain links, so pagination works without JavaScript. */
  hrefFor: (page: number) => string
  labels: PaginationLabels
  onTrack?: ((event: PaginationEvent) => void) | undefined
}

const itemClasses = cn(
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-pui-border px-3',
  'text-sm font-medium hover:bg-pui-muted focus-visible:outline-2 focus-visible:outline-offset-2',
  'focus-visible:outline-pui-focus-ring',
)

/** Pages to show: first, last and the two around the current one; null marks a gap. */
function visiblePages(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let candidate = 1; candidate <= pageCount; candidate += 1) {
    const shown = candidate === 1 || candidate === pageCount || Math.abs(candidate - page) <= 1
    if (shown) pages.push(candidate)
    else if (pages.at(-1) !== null) pages.push(null)
  }
  return pages
}

/**
 * Numbered pages as plain links (works without JavaScript): first, last and the pages around the
 * current one.
 */
function Pagination({
  className,
  page,
  pageCount,
  hrefFor,
  labels,
  onTrack,
  ...props
}: PaginationProps) {
  if (pageCount <= 1) return null
  const link = (target: number, children: React.ReactNode, name?: string) => {
    const current = name !== undefined && target === page
    return (
      <a
        href={hrefFor(target)}
        aria-label={name}
        aria-current={current ? 'page' : undefined}
        onClick={onTrack ? () => onTrack({ type: 'pagination_click', page: target }) : undefined}
        className={cn(itemClasses, current && 'bg-pui-primary text-pui-primary-foreground')}
      >
        {children}
      </a>
    )
  }
  return (
    <nav data-slot="pagination" aria-label={labels.navigation} className={className} {...props}>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? <li>{link(page - 1, labels.previous)}</li> : null}
        {visiblePages(page, pageCount).map((item, index) =>
          item === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-pui-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>{link(item, item, labels.page(item))}</li>
          ),
        )}
        {page < pageCount ? <li>{link(page + 1, labels.next)}</li> : null}
      </ul>
    </nav>
  )
}

export type { PaginationEvent, PaginationLabels, PaginationProps }
export { Pagination, visiblePages }
