'use client'

import type * as React from 'react'
import { cn } from '../../lib/cn'
import { useFieldControl } from './field'

const inputClasses = [
  'flex h-10 w-full min-w-0 rounded-md border border-pui-input bg-pui-background px-3 py-2 text-base text-pui-foreground md:text-sm',
  'placeholder:text-pui-muted-foreground transition-colors',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-pui-focus-ring',
  'disabled:cursor-not-allowed disabled:bg-pui-muted disabled:opacity-60',
  'aria-invalid:border-pui-danger aria-invalid:focus-visible:outline-pui-danger',
  'file:border-0 file:bg-transparent file:text-sm file:font-medium',
]

/**
 * A single-line text control in the system's look; inside a Field it takes the id, description
 * and invalid state.
 */
function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  const controlProps = useFieldControl(props)
  return (
    <input
      data-slot="input"
      type={type ?? 'text'}
      className={cn(inputClasses, className)}
      {...controlProps}
    />
  )
}

export { Input, inputClasses }
