import { type PortalRoute, type RouteId, routeEntries } from '@/lib/routes'

export interface MatchedRoute {
  id: RouteId
  route: PortalRoute
  params: Record<string, string>
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? ''
    const name = /^\[(\w+)\]$/.exec(segment)?.[1]
    if (name) params[name] = actual
    else if (segment !== actual.toLowerCase()) return null
  }
  return params
}

/**
 * The route table's entry for a locale-less path without query, or null. A fixed segment wins
 * over a parameter (`/banks/x` before a hypothetical `/[page]/x`), as in Next's router.
 */
export function matchRoute(path: string): MatchedRoute | null {
  const candidates = routeEntries()
    .map(([id, route]) => ({ id, route, params: matchPattern(route.path, path) }))
    .filter((candidate): candidate is MatchedRoute => candidate.params !== null)
  candidates.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length)
  return candidates[0] ?? null
}
