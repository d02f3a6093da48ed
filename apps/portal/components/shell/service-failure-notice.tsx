import { Alert, AlertDescription } from '@portal/ui/alert'
import { RetryForm } from './retry-form'

/**
 * How a customer page shows a read that failed (too slow, unanswered or refused): what happened,
 * and a way to try again.
 */
export function ServiceFailureNotice({
  message,
  retryLabel,
  testId = 'load-error',
}: {
  message: string
  retryLabel: string
  testId?: string
}) {
  return (
    <div className="space-y-4" data-testid={testId}>
      <Alert variant="danger">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <RetryForm label={retryLabel} />
    </div>
  )
}
