import type * as React from 'react'
import { cn } from '../../lib/cn'

type SortDirection = 'ascending' | 'descending' | 'none'

/**
 * Tabular data to compare across rows: rates, terms, transactions. Scrolls sideways inside its
 * container on a phone.
 */
function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn(
          'w-full caption-bottom border-collapse text-sm',
          // Once here rather than on every cell: a cell holding a checkbox needs no end padding.
          '[&_:is(td,th):has([role=checkbox])]:pr-0',
          className,
        )}
        {...props}
      />
    </div>
  )
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return (
    <thead
      data-slot="table-header"
      className={cn('[&_tr]:border-b [&_tr]:border-pui-border', className)}
      {...props}
    />
  )
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  )
}

function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t border-pui-border bg-pui-neutral-50 font-medium', className)}
      {...props}
    />
  )
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-pui-neutral-200 transition-colors hover:bg-pui-hover data-[state=selected]:bg-pui-primary-subtle',
        className,
      )}
      {...props}
    />
  )
}

type TableHeadProps = React.ComponentProps<'th'> & { sort?: SortDirection }

function TableHead({ className, sort, scope, ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      data-sort={sort}
      scope={scope ?? 'col'}
      aria-sort={sort}
      className={cn(
        'h-10 px-3 text-left align-middle font-semibold whitespace-nowrap text-pui-foreground',
        className,
      )}
      {...props}
    />
  )
}

function SortIcon({ direction }: { direction: SortDirection }) {
  return (
    <svg
      data-slot="table-sort-icon"
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="currentColor"
      className="size-3.5 shrink-0"
    >
      <path d="M8 2 12 6.5H4z" opacity={direction === 'descending' ? 0.3 : 1} />
      <path d="M8 14 4 9.5h8z" opacity={direction === 'ascending' ? 0.3 : 1} />
    </svg>
  )
}

type TableSortButtonProps = React.ComponentProps<'button'> & { direction?: SortDirection }

function TableSortButton({
  className,
  direction = 'none',
  children,
  ...props
}: TableSortButtonProps) {
  return (
    <button
      type="button"
      data-slot="table-sort-button"
      data-direction={direction}
      className={cn(
        '-mx-1 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1 py-0.5 font-semibold hover:bg-pui-muted',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pui-focus-ring',
        className,
      )}
      {...props}
    >
      {children}
      <SortIcon direction={direction} />
    </button>
  )
}

function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return (
    <td data-slot="table-cell" className={cn('px-3 py-2.5 align-middle', className)} {...props} />
  )
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-3 text-sm text-pui-muted-foreground', className)}
      {...props}
    />
  )
}

function nextSortDirection(current: SortDirection): SortDirection {
  return current === 'ascending' ? 'descending' : 'ascending'
}

export type { SortDirection, TableHeadProps, TableSortButtonProps }
export {
  nextSortDirection,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  TableSortButton,
}
