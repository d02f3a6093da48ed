'use client'

import * as LabelPrimitive from '@radix-ui/react-label'
import * as React from 'react'
import { cn } from '../../lib/cn'

type FieldControlProps = {
  id: string
  'aria-describedby'?: string | undefined
  'aria-invalid'?: true | undefined
  required?: boolean | undefined
}

const FieldContext = React.createContext<FieldControlProps | null>(null)

/** Props a control inside a Field needs; its own props win over the field's. */
function useFieldControl<
  T extends { id?: string | undefined; 'aria-describedby'?: string | undefined },
>(own: T) {
  const field = React.useContext(FieldContext)
  if (!field) return own
  const describedBy = [field['aria-describedby'], own['aria-describedby']].filter(Boolean)
  return {
    ...field,
    ...own,
    id: own.id ?? field.id,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  }
}

function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'text-sm leading-5 font-medium text-pui-foreground select-none',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}

type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode
  hint?: React.ReactNode | undefined
  /** When set, the control is marked aria-invalid and the message is linked to it. */
  error?: React.ReactNode | undefined
  required?: boolean | undefined
  /** id of the control; generated when omitted. */
  controlId?: string | undefined
  children: React.ReactNode
}

/**
 * Gives one control its label, hint and error and links them (id, aria-describedby, aria-invalid,
 * required).
 */
function Field({
  className,
  label,
  hint,
  error,
  required,
  controlId,
  children,
  ...props
}: FieldProps) {
  const generatedId = React.useId()
  const id = controlId ?? `field-${generatedId}`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const control = React.useMemo<FieldControlProps>(
    () => ({
      id,
      'aria-describedby': describedBy,
      'aria-invalid': error ? true : undefined,
      required,
    }),
    [id, describedBy, error, required],
  )

  return (
    <div
      data-slot="field"
      data-invalid={error ? true : undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-pui-danger">
            *
          </span>
        ) : null}
      </Label>
      <FieldContext value={control}>{children}</FieldContext>
      {hint ? (
        <p id={hintId} data-slot="field-hint" className="text-sm text-pui-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm font-medium text-pui-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export type { FieldControlProps, FieldProps }
export { Field, Label, useFieldControl }
