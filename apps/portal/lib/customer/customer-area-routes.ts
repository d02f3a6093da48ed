import { routes } from '@/lib/routes'
import { isAtOrBelow } from '@/lib/routing/path-prefix'

/**
 * Top-level folders of the customer layout (`app/[locale]/[variant]/(customer)`), from the route table's
 * built pages that need the customer services: the middleware checks those services are
 * reachable before rendering below them. The session-only routes (switch account, set
 * password) live in `(auth)`.
 */
export const customerAreaRoutes: readonly string[] = [
  ...new Set(
    Object.values(routes)
      .filter((route) => route.customerServices && route.built)
      .map((route) => `/${route.path.split('/')[1]}`),
  ),
]

/** Whether a locale-less, normalised path is (below) a customer-area route. */
export function isCustomerAreaPath(appPath: string): boolean {
  return isAtOrBelow(appPath, customerAreaRoutes)
}
