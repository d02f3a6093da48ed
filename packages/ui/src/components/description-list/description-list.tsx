import type * as React from 'react'
import { cn } from '../../lib/cn'

/** Term–value pairs (offer and bank details) in a responsive grid. */
function DescriptionList({ className, ...props }: React.ComponentProps<'dl'>) {
  return (
    <dl
      data-slot="description-list"
      className={cn('grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3', className)}
      {...props}
    />
  )
}

type DescriptionItemProps = Omit<React.ComponentProps<'div'>, 'title'> & { term: React.ReactNode }

function DescriptionItem({ term, className, children, ...props }: DescriptionItemProps) {
  return (
    <div data-slot="description-item" className={cn('min-w-0 space-y-0.5', className)} {...props}>
      <dt className="font-medium text-pui-muted-foreground">{term}</dt>
      <dd className="break-words text-pui-foreground">{children}</dd>
    </div>
  )
}

export type { DescriptionItemProps }
export { DescriptionItem, DescriptionList }
