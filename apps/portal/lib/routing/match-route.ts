import { type PortalRoute, type RouteId, routeEntries } from '@/lib/routes'
import { fileRoutes } from '@/lib/routing/href'

export interface MatchedRoute {
  id: RouteId
  route: PortalRoute
  params: Record<string, string>
}

/** A fixed segment of a route, or the name of a parameter. */
type Segment = { fixed: string } | { param: string }

const segmentsOf = (path: string): Segment[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const name = /^\[(\w+)\]$/.exec(part)?.[1]
      return name ? { param: name } : { fixed: part }
    })

// Split once: the middleware matches every request against the table.
const compiled = routeEntries().map(([id, route]) => {
  const segments = segmentsOf(route.path)
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

const compiledFileRoutes = Object.values(fileRoutes).map(segmentsOf)
const collector = fileRoutes.collector.slice(1)

/**
 * Whether a locale-less path is a route handler's (a file or data answer the pages link to): its
 * own path, or any path below the collector's.
 */
export function isFileRoutePath(path: string): boolean {
  const have = path.split('/').filter(Boolean)
  if (have[0] === collector) return true
  return compiledFileRoutes.some((segments) => matchSegments(segments, have) !== null)
}
