import type { Hono } from 'hono'

/** How many of the last calls `GET /health/requests` lists. */
const recentCalls = 100

/**
 * Counts the requests the sandbox served, for the load bench's "backend calls per page" and the
 * cluster test's "one token refresh" (`GET /health/requests` → `{ served, tokenGrants, recent }`);
 * the health checks themselves are not counted. With `listCalls` (demo controls: a loopback
 * sandbox only, as paths name customer accounts), `recent` lists the last calls as
 * `[number, method, path]` (no query, header or body), so that the load bench's floor can make
 * the same calls a page made; without, it is empty.
 */
export function countRequests(app: Hono, { listCalls }: { listCalls: boolean }): void {
  let served = 0
  let tokenGrants = 0
  const recent: [number, string, string][] = []
  app.use('*', async (context, next) => {
    if (!context.req.path.startsWith('/health')) {
      served += 1
      if (listCalls) {
        recent.push([served, context.req.method, context.req.path])
        if (recent.length > recentCalls) recent.shift()
      }
    }
    if (context.req.method === 'POST' && context.req.path === '/idp/oauth2/token') tokenGrants += 1
    await next()
  })
  app.get('/health/requests', (c) => c.json({ served, tokenGrants, recent }))
}
