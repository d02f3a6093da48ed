import { routes } from '@/lib/routes'
import { isAtOrBelow } from './path-prefix'

/** Paths that need a session: the route table's entries marked `session`, with their subtrees. */
export const protectedRoutes: readonly string[] = Object.values(routes)
  .filter((route) => route.session)
  .map((route) => route.path)

/** Whether a locale-less, normalised path is a customer route (whole-segment prefix match). */
export function isProtectedPath(appPath: string): boolean {
  return isAtOrBelow(appPath, protectedRoutes)
}
