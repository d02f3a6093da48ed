import type * as React from 'react'
import { cn } from '../../lib/cn'

/**
 * A native `<details>` disclosure: opens and closes without JavaScript, announced as expandable
 * by assistive technology. `onToggle` reports the new state.
 */
function Disclosure({ className, ...props }: React.ComponentProps<'details'>) {
  return <details data-slot="disclosure" className={cn('group/disclosure', className)} {...props} />
}

function DisclosureSummary({ className, children, ...props }: React.ComponentProps<'summary'>) {
  return (
    <summary
      data-slot="disclosure-summary"
      className={cn(
        'inline-flex cursor-pointer list-none items-center gap-1 rounded-sm text-sm font-medium text-primary',
        'hover:text-primary-hover [&::-webkit-details-marker]:hidden',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring',
        className,
      )}
      {...props}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-3.5 shrink-0 transition-transform group-open/disclosure:rotate-90"
        fill="currentColor"
      >
        <path d="M6 3.5 10.5 8 6 12.5z" />
      </svg>
      {children}
    </summary>
  )
}

function DisclosureContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="disclosure-content" className={cn('pt-3', className)} {...props} />
}

export { Disclosure, DisclosureContent, DisclosureSummary }
