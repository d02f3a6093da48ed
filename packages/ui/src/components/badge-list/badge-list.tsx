import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { badgeColours } from '../badge/badge'

/**
 * A wrapping list of badges (product labels, features); a list so its size is announced. The
 * list gives its items the badge's shape once, so each item is one element with its colours:
 * a table of offers repeated the whole badge class string for every label of every row.
 */
function BadgeList({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="badge-list"
      className={cn(
        'flex flex-wrap gap-1.5',
        '*:inline-flex *:items-center *:gap-1 *:rounded-full *:border *:px-2.5 *:py-0.5 *:text-xs *:font-semibold',
        className,
      )}
      {...props}
    />
  )
}

type BadgeListItemProps = React.ComponentProps<'li'> & VariantProps<typeof badgeColours>

/** One badge of a BadgeList: a list item in the badge colours of its variant. */
function BadgeListItem({ className, variant, ...props }: BadgeListItemProps) {
  return (
    <li
      data-slot="badge-list-item"
      className={cn(badgeColours({ variant }), className)}
      {...props}
    />
  )
}

export type { BadgeListItemProps }
export { BadgeList, BadgeListItem }
