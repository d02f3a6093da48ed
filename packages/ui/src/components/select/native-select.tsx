'use client'

import type * as React from 'react'
import { cn } from '../../lib/cn'
import { useFieldControl } from '../field/field'
import { ChevronIcon } from './select'

/** A styled native <select>: works without JavaScript, e.g. in server-rendered filter forms. */
function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  const controlProps = useFieldControl(props)
  return (
    <div data-slot="native-select-wrapper" className="relative w-full">
      <select
        data-slot="native-select"
        className={cn(
          'h-10 w-full cursor-pointer appearance-none rounded-md border border-pui-input bg-pui-background',
          'py-2 pr-9 pl-3 text-base text-pui-foreground md:text-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-pui-focus-ring',
          'disabled:cursor-not-allowed disabled:bg-pui-muted disabled:opacity-60 aria-invalid:border-pui-danger',
          className,
        )}
        {...controlProps}
      >
        {children}
      </select>
      <ChevronIcon className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-pui-muted-foreground" />
    </div>
  )
}

export { NativeSelect }
