import type * as React from 'react'
import { cn } from '../../lib/cn'

/**
 * A native `<details>` disclosure: opens and closes without JavaScript, announced as expandable
 * by assistive technology. `onToggle` reports the new state.
 */
function Disclosure({ className, ...props }: React.ComponentProps<'details'>) {
  return <details data-slot="disclosure" className={cn('group/disclosure', className)} {...props} />
}

/**
 * The summary with a triangle before it that turns when open, drawn by CSS (no icon element:
 * a table of offers has two disclosures per row).
 */
function DisclosureSummary({ className, ...props }: React.ComponentProps<'summary'>) {
  return (
    <summary
      data-slot="disclosure-summary"
      className={cn(
        'inline-flex cursor-pointer list-none items-center gap-2 rounded-sm text-sm font-medium text-pui-primary',
        'hover:text-pui-primary-hover focus-visible:pui-focus-ring [&::-webkit-details-marker]:hidden',
        "before:shrink-0 before:border-y-[0.3em] before:border-l-[0.4em] before:border-y-transparent before:content-['']",
        'before:transition-transform group-open/disclosure:before:rotate-90',
        className,
      )}
      {...props}
    />
  )
}

function DisclosureContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="disclosure-content" className={cn('pt-3', className)} {...props} />
}

export { Disclosure, DisclosureContent, DisclosureSummary }
