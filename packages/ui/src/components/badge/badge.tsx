import { Slot } from '@radix-ui/react-slot'
import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'

const colours = {
  variants: {
    variant: {
      neutral: 'border-transparent bg-pui-muted text-pui-foreground',
      brand: 'border-transparent bg-pui-primary-subtle text-pui-primary-subtle-foreground',
      success: 'border-transparent bg-pui-success-subtle text-pui-success-subtle-foreground',
      warning: 'border-transparent bg-pui-warning-subtle text-pui-warning-subtle-foreground',
      danger: 'border-transparent bg-pui-danger-subtle text-pui-danger-subtle-foreground',
      info: 'border-transparent bg-pui-info-subtle text-pui-info-subtle-foreground',
      outline: 'border-pui-border bg-transparent text-pui-foreground',
    },
  },
  defaultVariants: { variant: 'neutral' },
} as const

/** A badge's colours by variant; its shape is `badgeShape` (a BadgeList gives it once). */
const badgeColours = variants('', colours)

const badgeShape = [
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5',
  'text-xs font-semibold whitespace-nowrap [&>svg]:size-3 [&>svg]:shrink-0',
]

const badgeVariants = variants(badgeShape, colours)

type BadgeVariant = NonNullable<VariantProps<typeof badgeColours>['variant']>

type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean }

/**
 * A short label about an offer or a status (guarantee, promotion, "paid"): colour by meaning,
 * always with a word. Several belong in a BadgeList.
 */
function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span'
  return (
    <Comp
      data-slot="badge"
      data-variant={badgeVariants.resolve('variant', variant)}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  )
}

export type { BadgeProps, BadgeVariant }
export { Badge, badgeColours, badgeVariants }
