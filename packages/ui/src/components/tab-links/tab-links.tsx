import { Slot } from '@radix-ui/react-slot'
import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'

/**
 * Tabs as links: each tab is its own URL, so they work without JavaScript and can be deep-linked.
 * Styled like `Tabs`; the current tab carries `aria-current="page"`.
 */
const tabLinksVariants = variants('group/tab-links flex flex-wrap items-stretch gap-1', {
  variants: {
    variant: {
      line: 'border-b border-pui-border',
      pill: 'w-fit rounded-lg bg-pui-muted p-1',
    },
  },
  defaultVariants: { variant: 'line' },
})

const tabLinkClasses = [
  'inline-flex items-center justify-center gap-2 px-3 py-2 text-center text-sm font-medium whitespace-normal',
  'text-pui-muted-foreground no-underline transition-colors hover:text-pui-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pui-focus-ring',
  'aria-[current=page]:text-pui-foreground',
  'group-data-[variant=line]/tab-links:-mb-px group-data-[variant=line]/tab-links:border-b-2 group-data-[variant=line]/tab-links:border-transparent',
  'group-data-[variant=line]/tab-links:aria-[current=page]:border-pui-primary group-data-[variant=line]/tab-links:aria-[current=page]:text-pui-primary',
  'group-data-[variant=pill]/tab-links:rounded-md',
  'group-data-[variant=pill]/tab-links:aria-[current=page]:bg-pui-background group-data-[variant=pill]/tab-links:aria-[current=page]:shadow-pui-sm',
]

type TabLinksProps = React.ComponentProps<'ul'> & VariantProps<typeof tabLinksVariants>

/**
 * Tabs that are links to pages (the offers screen's product tabs); the current one is marked with
 * aria-current.
 */
function TabLinks({ className, variant, ...props }: TabLinksProps) {
  return (
    <ul
      data-slot="tab-links"
      data-variant={tabLinksVariants.resolve('variant', variant)}
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
