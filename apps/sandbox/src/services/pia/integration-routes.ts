import { investorIntegrationContract } from '@portal/api-clients/contracts/investor-integration'
import { Hono } from 'hono'
import { registerEndpoint } from '../../http/contract-route'

/** How many stored click ids the sandbox remembers (oldest dropped first). */
const keptClickIds = 500

/**
 * The investor-facing integration part of `/pia/api/v1`. `POST /store` keeps a marketing click
 * id sent without cookie consent; the spec does not show the result, so it answers
 * `{ stored: true }`. `GET /store/:irclickid` is sandbox-only: it tells tests whether a click id
 * arrived (200) or not (404).
 */
export function createIntegrationRoutes(): Hono {
  const stored: string[] = []
  const router = new Hono()
  registerEndpoint(router, investorIntegrationContract.storeClickId, async ({ body }) => {
    stored.push(body.irclickid)
    if (stored.length > keptClickIds) stored.shift()
    return { stored: true }
  })
  router.get('/store/:irclickid', (c) =>
    stored.includes(c.req.param('irclickid'))
      ? c.json({ irclickid: c.req.param('irclickid') })
      : c.json({ status: 404, message: 'Click id not stored', code: 'notFound' }, 404),
  )
  return router
}
