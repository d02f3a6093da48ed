import type { Hono } from 'hono'

/**
 * Counts the requests the sandbox served, for the load bench's "backend calls per page" and the
 * cluster test's "one token refresh" (`GET /health/requests` → `{ served, tokenGrants }`); the
 * health checks themselves are not counted.
 */
export function countRequests(app: Hono): void {
  let served = 0
  let tokenGrants = 0
  app.use('*', async (context, next) => {
    if (!context.req.path.startsWith('/health')) served += 1
    if (context.req.method === 'POST' && context.req.path === '/idp/oauth2/token') tokenGrants += 1
    await next()
  })
  app.get('/health/requests', (c) => c.json({ served, tokenGrants }))
}
