import { type PortalRoute, type RouteId, routeEntries } from '@/lib/routes'

export interface MatchedRoute {
  id: RouteId
  route: PortalRoute
  params: Record<string, string>
}

/** A fixed segment of a route, or the name of a parameter. */
type Segment = { fixed: string } | { param: string }

// Split once: the middleware matches every request against the table.
const compiled = routeEntries().map(([id, route]) => {
  const segments: Segment[] = route.path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const name = /^\[(\w+)\]$/.exec(part)?.[1]
      return name ? { param: name } : { fixed: part }
    })
  return { id, route, segments, paramCount: segments.filter((part) => 'param' in part).length }
})

function matchSegments(segments: Segment[], have: string[]): Record<string, string> | null {
  if (segments.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of segments.entries()) {
    const actual = have[index] ?? ''
    if ('param' in segment) params[segment.param] = actual
    else if (segment.fixed !== actual.toLowerCase()) return null
  }
  return params
}

/**
 * The route table's entry for a locale-less path without query, or null. A fixed segment wins
 * over a parameter (`/banks/x` before a hypothetical `/[page]/x`), as in Next's router.
 */
export function matchRoute(path: string): MatchedRoute | null {
  const have = path.split('/').filter(Boolean)
  let best: MatchedRoute | null = null
  let bestParams = Number.POSITIVE_INFINITY
  for (const candidate of compiled) {
    if (candidate.paramCount >= bestParams) continue
    const params = matchSegments(candidate.segments, have)
    if (params === null) continue
    best = { id: candidate.id, route: candidate.route, params }
    bestParams = candidate.paramCount
  }
  return best
}
