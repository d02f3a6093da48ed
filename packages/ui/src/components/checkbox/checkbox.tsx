'use client'

import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { useFieldControl } from '../field/field'

/**
 * A yes/no choice that the customer states (consents, "I have read"). Inside a Field it takes the
 * label, hint and error; indeterminate for a "select all" row.
 */
function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  const controlProps = useFieldControl(props)
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer group/checkbox inline-flex size-5 shrink-0 cursor-pointer items-center justify-center',
        'rounded-sm border border-pui-input bg-pui-background text-pui-primary-foreground transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pui-focus-ring',
        'data-[state=checked]:border-pui-primary data-[state=checked]:bg-pui-primary',
        'data-[state=indeterminate]:border-pui-primary data-[state=indeterminate]:bg-pui-primary',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-pui-danger',
        className,
      )}
      {...controlProps}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          className="size-3.5"
        >
          <path
            className="group-data-[state=indeterminate]/checkbox:hidden"
            d="m3 8 3.5 3.5L13 5"
            strokeWidth="2.25"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            className="hidden group-data-[state=indeterminate]/checkbox:block"
            d="M4 8h8"
            strokeWidth="2.25"
            strokeLinecap="round"
          />
        </svg>
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )
}

export { Checkbox }
