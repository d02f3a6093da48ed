import { routes } from '@/lib/routes'

/** The deposit page's path (without locale) from the route table. */
export function depositPath(depositId: string): string {
  return routes.savingsDeposit.path.replace('[depositId]', encodeURIComponent(depositId))
}

/** The maturity calendar feed: a route handler below the dashboard (session-checked; no file extension, or the middleware would skip it as a static file). */
export const maturityCalendarPath = '/dashboard/maturity-calendar'
