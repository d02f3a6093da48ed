import { Slot } from '@radix-ui/react-slot'
import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'

const cardVariants = variants(
  'group/card flex flex-col gap-4 rounded-xl border border-pui-border bg-pui-background py-5 text-pui-foreground',
  {
    variants: {
      variant: {
        default: 'shadow-pui-sm',
        interactive: [
          'relative cursor-pointer shadow-pui-sm transition-shadow hover:border-pui-primary hover:shadow-pui-md',
          'has-[a:focus-visible,button:focus-visible]:outline-2 has-[a:focus-visible,button:focus-visible]:outline-offset-2',
          'has-[a:focus-visible,button:focus-visible]:outline-pui-focus-ring',
          '[&_a:focus-visible]:outline-none [&_button:focus-visible]:outline-none',
        ],
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

type CardProps = React.ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & { asChild?: boolean }

/**
 * A raised container for one thing: an offer, an account, a notice. Header, content and footer
 * slots; interactive cards lift on hover.
 */
function Card({ className, variant, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot : 'div'
  return (
    <Comp
      data-slot="card"
      data-variant={cardVariants.resolve('variant', variant)}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  )
}

function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-header" className={cn('flex flex-col gap-1 px-5', className)} {...props} />
  )
}

type CardTitleProps = React.ComponentProps<'h3'> & { asChild?: boolean }

function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'h3'
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  )
}

function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-pui-muted-foreground', className)}
      {...props}
    />
  )
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center gap-3 px-5', className)}
      {...props}
    />
  )
}

export type { CardProps, CardTitleProps }
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cardVariants }
