'use client'

import type * as React from 'react'
import { cn } from '../../lib/cn'
import { useFieldControl } from './field'
import { inputClasses } from './input'

/** A multi-line text control that takes its id, description and invalid state from its Field. */
function TextArea({ className, ...props }: React.ComponentProps<'textarea'>) {
  const controlProps = useFieldControl(props)
  return (
    <textarea
      data-slot="text-area"
      className={cn(inputClasses, 'h-auto min-h-40 py-2', className)}
      {...controlProps}
    />
  )
}

export { TextArea }
