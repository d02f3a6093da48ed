import { Slot } from '@radix-ui/react-slot'
import type * as React from 'react'
import { cn } from '../../lib/cn'

type VisuallyHiddenProps = React.ComponentProps<'span'> & { asChild?: boolean }

/**
 * Text for screen readers only (a table's extra context, an icon button's purpose).
 */
function VisuallyHidden({ className, asChild = false, ...props }: VisuallyHiddenProps) {
  const Comp = asChild ? Slot : 'span'
  return <Comp data-slot="visually-hidden" className={cn('sr-only', className)} {...props} />
}

export type { VisuallyHiddenProps }
export { VisuallyHidden }
