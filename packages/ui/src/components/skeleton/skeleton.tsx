import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'

const skeletonVariants = variants(
  'block animate-pulse bg-pui-neutral-200 motion-reduce:animate-none',
  {
    variants: {
      variant: {
        line: 'h-4 w-full rounded-sm',
        block: 'h-24 w-full rounded-lg',
        circle: 'size-10 rounded-full',
      },
    },
    defaultVariants: { variant: 'line' },
  },
)

type SkeletonProps = React.ComponentProps<'span'> & VariantProps<typeof skeletonVariants>

/** A decorative placeholder; always hidden from assistive technology. */
function Skeleton({ className, variant, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      data-variant={skeletonVariants.resolve('variant', variant)}
      aria-hidden="true"
      className={cn(skeletonVariants({ variant }), className)}
      {...props}
    />
  )
}

type SkeletonGroupProps = React.ComponentProps<'div'> & {
  /** Announced to assistive technology while the content loads, e.g. "Loading offers". */
  label: string
}

/** Container that announces a loading state once for all skeletons inside it. */
function SkeletonGroup({ className, label, children, ...props }: SkeletonGroupProps) {
  return (
    <div
      data-slot="skeleton-group"
      role="status"
      aria-busy="true"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <span data-slot="skeleton-label" className="sr-only">
        {label}
      </span>
      {children}
    </div>
  )
}

export type { SkeletonGroupProps, SkeletonProps }
export { Skeleton, SkeletonGroup, skeletonVariants }
