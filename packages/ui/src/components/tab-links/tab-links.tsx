import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

/**
 * Tabs as links: each tab is its own URL, so they work without JavaScript and can be deep-linked.
 * Styled like `Tabs`; the current tab carries `aria-current="page"`.
 */
const tabLinksVariants = cva('group/tab-links flex flex-wrap items-stretch gap-1', {
  variants: {
    variant: {
      line: 'border-b border-border',
      pill: 'w-fit rounded-lg bg-muted p-1',
    },
  },
  defaultVariants: { variant: 'line' },
})

const tabLinkClasses = [
  'inline-flex items-center justify-center gap-2 px-3 py-2 text-center text-sm font-medium whitespace-normal',
  'text-muted-foreground no-underline transition-colors hover:text-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring',
  'aria-[current=page]:text-foreground',
  'group-data-[variant=line]/tab-links:-mb-px group-data-[variant=line]/tab-links:border-b-2 group-data-[variant=line]/tab-links:border-transparent',
  'group-data-[variant=line]/tab-links:aria-[current=page]:border-primary group-data-[variant=line]/tab-links:aria-[current=page]:text-primary',
  'group-data-[variant=pill]/tab-links:rounded-md',
  'group-data-[variant=pill]/tab-links:aria-[current=page]:bg-background group-data-[variant=pill]/tab-links:aria-[current=page]:shadow-sm',
]

type TabLinksProps = React.ComponentProps<'ul'> & VariantProps<typeof tabLinksVariants>

function TabLinks({ className, variant, ...props }: TabLinksProps) {
  return (
    <ul
      data-slot="tab-links"
      data-variant={variant ?? 'line'}
      className={cn(tabLinksVariants({ variant }), className)}
      {...props}
    />
  )
}

type TabLinkProps = React.ComponentProps<'a'> & { current?: boolean; asChild?: boolean }

function TabLink({ className, current = false, asChild = false, ...props }: TabLinkProps) {
  const Comp = asChild ? Slot : 'a'
  return (
    <li data-slot="tab-link-item" className="flex">
      <Comp
        data-slot="tab-link"
        aria-current={current ? 'page' : undefined}
        className={cn(tabLinkClasses, className)}
        {...props}
      />
    </li>
  )
}

export type { TabLinkProps, TabLinksProps }
export { TabLink, TabLinks, tabLinksVariants }
