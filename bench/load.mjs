// `npm run test:load`: 60 s at 100 connections over public and logged-in routes (loopback only).
// Prints errors, p99 and the memory of the portal and sandbox before and after; fails only when
// requests fail, never on timing.
import autocannon from 'autocannon'
import { loginCookies } from './lib/login.mjs'
import { treeRssMiB } from './lib/process-tree.mjs'
import { withServers } from './lib/servers.mjs'
import { printTable } from './lib/table.mjs'

const seconds = Number(process.env.LOAD_SECONDS ?? 60)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100)

const result = await withServers(async ({ portalUrl, portal, sandbox }) => {
  const cookie = await loginCookies(portalUrl).catch(() => undefined)
  const before = { portal: treeRssMiB(portal.pid), sandbox: treeRssMiB(sandbox.pid) }
  const requests = [
    { path: '/de-de' },
    { path: '/en-gb' },
    { path: '/de-de?sort=rate&order=desc&page=2' },
    ...(cookie ? [{ path: '/de-de/dashboard', headers: { cookie } }] : []),
  ]
  const run = await autocannon({
    url: portalUrl,
    connections,
    duration: seconds,
    requests: requests.map(({ path, headers }) => ({ method: 'GET', path, headers })),
  })
  const after = { portal: treeRssMiB(portal.pid), sandbox: treeRssMiB(sandbox.pid) }
  return { run, before, after, loggedIn: Boolean(cookie) }
})

const { run, before, after, loggedIn } = result
printTable([
  { measure: `requests in ${seconds} s at ${connections} connections`, value: run.requests.total },
  { measure: 'logged-in route included', value: loggedIn ? 'yes' : 'no (login failed)' },
  {
    measure: 'errors (connection/timeouts)',
    value: run.errors,
    target: '0',
    met: run.errors === 0,
  },
  { measure: 'non-2xx responses', value: run.non2xx, target: '0', met: run.non2xx === 0 },
  { measure: 'latency p50 / p99 ms', value: `${run.latency.p50} / ${run.latency.p99}` },
  { measure: 'portal RSS before / after MiB', value: `${before.portal} / ${after.portal}` },
  { measure: 'sandbox RSS before / after MiB', value: `${before.sandbox} / ${after.sandbox}` },
])
if (run.errors > 0 || run.non2xx > 0) {
  console.error('load test: requests failed under load')
  process.exit(1)
}
