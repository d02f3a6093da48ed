import type { Hono } from 'hono'

/**
 * Counts the requests the sandbox served, for the load bench's "backend calls per page"
 * (`GET /health/requests` → `{ served }`); the health checks themselves are not counted.
 */
export function countRequests(app: Hono): void {
  let served = 0
  app.use('*', async (context, next) => {
    if (!context.req.path.startsWith('/health')) served += 1
    await next()
  })
  app.get('/health/requests', (c) => c.json({ served }))
}
