'use client'

import { Button } from '@portal/ui/button'
import { useFormStatus } from 'react-dom'

/** A form's submit button, disabled while its action runs (a double click sends once). */
export function SubmitButton({ label, testId }: { label: string; testId: string }) {
  const { pending } = useFormStatus()
  return (
    <Button type="submit" disabled={pending} data-testid={testId}>
      {label}
    </Button>
  )
}
