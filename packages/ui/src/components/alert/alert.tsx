import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { variants } from '../../lib/variants'

const alertVariants = variants(
  [
    'relative grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm',
    '[&>svg]:col-start-1 [&>svg]:row-span-2 [&>svg]:mt-0.5 [&>svg]:size-4',
    '[&:not(:has(>svg))]:grid-cols-1 [&>*:not(svg)]:col-start-2 [&:not(:has(>svg))>*]:col-start-1',
  ],
  {
    variants: {
      variant: {
        info: 'border-pui-info/30 bg-pui-info-subtle text-pui-info-subtle-foreground',
        success: 'border-pui-success/30 bg-pui-success-subtle text-pui-success-subtle-foreground',
        warning: 'border-pui-warning/30 bg-pui-warning-subtle text-pui-warning-subtle-foreground',
        danger: 'border-pui-danger/30 bg-pui-danger-subtle text-pui-danger-subtle-foreground',
      },
    },
    defaultVariants: { variant: 'info' },
  },
)

type AlertProps = React.ComponentProps<'div'> & VariantProps<typeof alertVariants>

/** Danger and warning interrupt (role="alert"); info and success are polite (role="status"). */
function Alert({ className, variant, role, ...props }: AlertProps) {
  const resolved = alertVariants.resolve('variant', variant)
  const urgent = resolved === 'danger' || resolved === 'warning'
  return (
    <div
      data-slot="alert"
      data-variant={resolved}
      role={role ?? (urgent ? 'alert' : 'status')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  )
}

type AlertTitleProps = React.ComponentProps<'p'>

function AlertTitle({ className, ...props }: AlertTitleProps) {
  return (
    <p
      data-slot="alert-title"
      className={cn('leading-5 font-semibold tracking-pui-tight', className)}
      {...props}
    />
  )
}

function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('leading-5 [&_p]:leading-relaxed', className)}
      {...props}
    />
  )
}

export type { AlertProps }
export { Alert, AlertDescription, AlertTitle, alertVariants }
