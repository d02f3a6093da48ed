import { describe, expect, it } from 'vitest'
import { legacyFallbackRoute, legacyRoutes } from './legacy-routes'
import { matchRoute } from './match-route'

describe('legacy hash-route targets', () => {
  it.each([...Object.entries(legacyRoutes), ['(fallback)', legacyFallbackRoute]])(
    '#%s lands on %s, a page of the route table',
    (_legacy, target) => {
      expect(matchRoute(target.split(/[?#]/)[0] ?? '')).not.toBeNull()
    },
  )
})
