'use client'

import { inputClasses, useFieldControl } from '@portal/ui/field'
import { cn } from '@portal/ui/lib/cn'
import type * as React from 'react'

/** A multi-line text control that takes its id, description and invalid state from its Field. */
export function TextArea({ className, ...props }: React.ComponentProps<'textarea'>) {
  const controlProps = useFieldControl(props)
  return (
    <textarea className={cn(inputClasses, 'h-auto min-h-40 py-2', className)} {...controlProps} />
  )
}
