'use client'

import { useFormStatus } from 'react-dom'
import { Button, type ButtonProps } from './button'

/** A form's submit button that is busy while the form's action runs (a double click sends once). */
function SubmitButton({ loading, ...props }: Omit<ButtonProps, 'type' | 'asChild'>) {
  const { pending } = useFormStatus()
  return <Button type="submit" loading={pending || loading} {...props} />
}

export { SubmitButton }
