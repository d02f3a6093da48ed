import { Slot, Slottable } from '@radix-ui/react-slot'
import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'

const linkVariants = variants(
  [
    'inline-flex items-center gap-1 rounded-sm underline-offset-4 transition-colors cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pui-focus-ring',
  ],
  {
    variants: {
      variant: {
        default: 'font-medium text-pui-primary underline hover:text-pui-primary-hover',
        subtle: 'text-pui-foreground underline decoration-pui-neutral-400 hover:decoration-current',
        nav: [
          'px-2 py-1 font-medium text-pui-muted-foreground no-underline hover:text-pui-foreground',
          'aria-[current=page]:text-pui-foreground aria-[current=page]:underline',
          'aria-[current=page]:decoration-2 aria-[current=page]:decoration-pui-primary',
        ],
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

function ExternalIcon() {
  return (
    <svg
      data-slot="link-external-icon"
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className="size-3.5 shrink-0"
    >
      <path d="M9 3h4v4M13 3 7 9M11 9.5V13H3V5h3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

type LinkProps = React.ComponentProps<'a'> &
  VariantProps<typeof linkVariants> & {
    asChild?: boolean | undefined
    /** Opens in a new tab with rel="noopener noreferrer"; requires externalLabel. */
    external?: boolean | undefined
    /** Announced to assistive technology for external links, e.g. "opens in a new tab". */
    externalLabel?: string | undefined
  }

/**
 * A text link: underlined, in the primary colour; external links say so to screen readers
 * (externalLabel) and open in the same tab.
 */
function Link({
  className,
  variant,
  asChild = false,
  external = false,
  externalLabel,
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  const Comp = asChild ? Slot : 'a'
  const opensNewTab = external || target === '_blank'
  return (
    <Comp
      data-slot="link"
      data-variant={linkVariants.resolve('variant', variant)}
      data-external={opensNewTab || undefined}
      className={cn(linkVariants({ variant }), className)}
      target={opensNewTab ? '_blank' : target}
      rel={opensNewTab ? (rel ?? 'noopener noreferrer') : rel}
      {...props}
    >
      <Slottable>{children}</Slottable>
      {opensNewTab ? <ExternalIcon /> : null}
      {opensNewTab && externalLabel ? (
        <span data-slot="link-external-label" className="sr-only">
          {` (${externalLabel})`}
        </span>
      ) : null}
    </Comp>
  )
}

export type { LinkProps }
export { Link, linkVariants }
