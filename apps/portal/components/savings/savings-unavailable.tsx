import { Alert, AlertDescription } from '@portal/ui/alert'
import type { ReactNode } from 'react'

/** A savings read failed (too slow or refused): what happened and a way to try again. */
export function SavingsUnavailable({
  message,
  retry,
  testId = 'savings-error',
}: {
  message: string
  /** The page's try-again form. */
  retry: ReactNode
  testId?: string
}) {
  return (
    <div className="space-y-4" data-testid={testId}>
      <Alert variant="danger">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      {retry}
    </div>
  )
}
