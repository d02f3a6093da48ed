import type * as React from 'react'
import { cn } from '../../lib/cn'
import { Badge, type BadgeProps } from '../badge'

/** A wrapping list of badges (product labels, features); a list so its size is announced. */
function BadgeList({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul data-slot="badge-list" className={cn('flex flex-wrap gap-1.5', className)} {...props} />
  )
}

function BadgeListItem({ className, ...props }: BadgeProps) {
  return (
    <li data-slot="badge-list-item" className="flex">
      <Badge className={cn('whitespace-normal', className)} {...props} />
    </li>
  )
}

export { BadgeList, BadgeListItem }
