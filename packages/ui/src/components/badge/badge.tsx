import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

const colours = {
  variants: {
    variant: {
      neutral: 'border-transparent bg-muted text-foreground',
      brand: 'border-transparent bg-primary-subtle text-primary-subtle-foreground',
      success: 'border-transparent bg-success-subtle text-success-subtle-foreground',
      warning: 'border-transparent bg-warning-subtle text-warning-subtle-foreground',
      danger: 'border-transparent bg-danger-subtle text-danger-subtle-foreground',
      info: 'border-transparent bg-info-subtle text-info-subtle-foreground',
      outline: 'border-border bg-transparent text-foreground',
    },
  },
  defaultVariants: { variant: 'neutral' },
} as const

/** A badge's colours by variant; its shape is `badgeShape` (a BadgeList gives it once). */
const badgeColours = cva('', colours)

const badgeShape = [
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5',
  'text-xs font-semibold whitespace-nowrap [&>svg]:size-3 [&>svg]:shrink-0',
]

const badgeVariants = cva(badgeShape, colours)

type BadgeVariant = NonNullable<VariantProps<typeof badgeColours>['variant']>

type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean }

function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span'
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  )
}

export type { BadgeProps, BadgeVariant }
export { Badge, badgeColours, badgeVariants }
