/**
 * Routes rendered by the customer layout (`app/[locale]/(customer)`): their data comes from the
 * customer services, so the middleware checks those are reachable before rendering them. The
 * session-only customer routes (switch account, set password) live in `(auth)`.
 */
export const customerAreaRoutes = ['/dashboard', '/account-transactions'] as const

/** Whether a locale-less, normalised path is (below) a customer-area route. */
export function isCustomerAreaPath(appPath: string): boolean {
  const path = appPath.toLowerCase()
  return customerAreaRoutes.some((route) => path === route || path.startsWith(`${route}/`))
}
