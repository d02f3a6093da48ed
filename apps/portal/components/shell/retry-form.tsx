import { Button } from '@portal/ui/button'

/**
 * "Try again" as a GET form to the page itself: a full new request (so the middleware checks the
 * services again), and it works without JavaScript.
 */
export function RetryForm({ label }: { label: string }) {
  return (
    <form method="get" data-testid="retry-form">
      <Button type="submit" variant="outline" size="sm">
        {label}
      </Button>
    </form>
  )
}
