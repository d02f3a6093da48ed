import { Hono } from 'hono'

const cockpits = {
  pension: 'Pension cockpit',
  crypto: 'Crypto cockpit',
  etf: 'ETF cockpit',
} as const

/**
 * Local stand-ins for the external cockpits the portal hands over to through `auth?next=`
 * (spec section 2, under `/cockpits`): a plain page that names the cockpit, so a local run and
 * the e2e tests can follow the handover to its end. Only with the demo controls (local runs).
 */
export function createCockpitStandIns(ctx: { demoControls: boolean }): Hono {
  const router = new Hono()
  if (!ctx.demoControls) return router
  router.get('/:cockpit', (c) => {
    const cockpit = c.req.param('cockpit')
    if (!Object.hasOwn(cockpits, cockpit)) return c.text('Unknown cockpit', 404)
    const title = cockpits[cockpit as keyof typeof cockpits]
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
        '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
        `<body><main><h1>${title}</h1><p>Local sandbox stand-in of the ${title.toLowerCase()}.</p></main></body></html>`,
    )
  })
  return router
}
