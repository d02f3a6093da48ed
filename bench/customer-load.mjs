// `npm run test:load`: logged-in customers under load, on one portal instance and on a cluster
// of two behind nginx sharing Redis, the sandbox on PostgreSQL in both. 20 customers, 50
// connections: the cached offers page, then each customer page alone (throughput, p50/p99,
// errors, backend calls per page), then the four in a mix; then a soak of the mix on the cluster
// with every process's memory after warm-up and at the end. Prints figures; fails only when
// requests failed, never on timing.
//
//   LOAD_SECONDS (10)  each run        SOAK_SECONDS (60; 600 for the 10-minute soak)

import { withBank } from './lib/cluster-servers.mjs'
import { accessToken, loginCustomers } from './lib/customers.mjs'
import { startFloorApp } from './lib/floor-app.mjs'
import { drive } from './lib/http-load.mjs'
import { treeCpuSeconds, treeRssMiB } from './lib/process-tree.mjs'
import { fixed, printTable } from './lib/table.mjs'

const seconds = Number(process.env.LOAD_SECONDS ?? 10)
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60)
const customerPages = {
  dashboard: '/dashboard',
  savings: '/dashboard/savings/all',
  transactions: '/account-transactions',
  postbox: '/postbox/messages',
}

const rows = []

/** One dashboard of this customer: its HTML and the bank calls (`[method, path]`) it made. */
async function recordDashboard(portalUrl, sandboxUrl, customer) {
  const log = async () => (await fetch(`${sandboxUrl}/health/requests`)).json()
  const { served } = await log()
  const response = await fetch(`${portalUrl}/${customer.locale}${customerPages.dashboard}`, {
    headers: { cookie: customer.cookie() },
  })
  const html = await response.text()
  customer.keep(response.headers.getSetCookie())
  const { recent } = await log()
  // a token refresh is the session's, not the page's: the floor has a token of its own
  const calls = recent
    .filter(([number, , path]) => number > served && !path.endsWith('/oauth2/token'))
    .map(([, method, path]) => [method, path])
  return { html, calls }
}

/**
 * The framework's floors for the dashboard, against the cached offers page of the same run: a
 * bare Next page rendered on every request with the dashboard's markup (no session, no backend
 * call, no component tree), and the same page after making the bank calls the portal made for
 * each customer's dashboard (recorded once per customer), with the customer's token.
 */
async function measureDashboardFloor(portalUrl, sandboxUrl, customers, offersRate) {
  let html
  const bankCustomers = []
  for (const customer of customers) {
    const dashboard = await recordDashboard(portalUrl, sandboxUrl, customer)
    html ??= dashboard.html
    const token = await accessToken(sandboxUrl, customer.username)
    bankCustomers.push({ token, calls: dashboard.calls })
  }
  const callCount = bankCustomers.reduce((sum, { calls }) => sum + calls.length, 0)
  // the middleware's probe reads the user the page needs: it hands it over instead of a 2nd read
  const repeated = bankCustomers.reduce(
    (sum, { calls }) => sum + calls.length - new Set(calls.map((call) => call.join(' '))).size,
    0,
  )
  failed += repeated
  rows.push({
    measure: 'dashboard: bank calls made twice in one request (20 dashboards)',
    value: String(repeated),
    target: '0',
    met: repeated === 0,
  })
  const floor = await startFloorApp(html, 13497, {
    bank: { url: sandboxUrl, customers: bankCustomers },
  })
  try {
    let turn = 0
    for (const [measure, next] of [
      [
        'floor: a bare Next page of the dashboard markup, rendered per request',
        () => ({ page: 'floor', path: '/dynamic-sized' }),
      ],
      [
        `floor: the same page after the dashboard's bank calls (${fixed(callCount / customers.length, 1)} a page)`,
        () => ({ page: 'floor', path: `/bank-calls/${turn++ % customers.length}` }),
      ],
    ]) {
      const { floor: figures } = await drive({ baseUrl: floor.url, seconds, next })
      failed += figures.errors + figures.non2xx
      rows.push({
        measure,
        value: `${fixed(figures.perSecond, 1)} req/s (${fixed(figures.perSecond / offersRate)}× offers), p99 ${figures.p99} ms${figures.failures.length > 0 ? `, failed: ${figures.failures.join(', ')}` : ''}`,
      })
    }
  } finally {
    await floor.stop()
  }
}
let failed = 0
const memoryOf = (processes) =>
  Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, treeRssMiB(pid)]))
const cpuOf = (processes) =>
  Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, treeCpuSeconds(pid)]))
/** Portal instances count as one: their CPU per request is what the portal costs. */
const kindOf = (name) => name.replace(/ \d+$/, '')
/** The mix's request rate of each topology, for the cluster's scaling. */
const mixRates = {}
const offersRates = {}

await withBank(async ({ sandboxUrl, processes: bank, portals }) => {
  const served = async () => (await (await fetch(`${sandboxUrl}/health/requests`)).json()).served
  for (const [topology, count] of [
    ['one instance', 1],
    ['cluster of 2', 2],
  ]) {
    const portal = await portals(count)
    try {
      const customers = await loginCustomers(portal.url, sandboxUrl)
      rows.push({
        measure: `${topology}: customers logged in`,
        value: customers.length,
        target: '20',
        met: customers.length === 20,
      })
      let turn = 0
      const customerRequest = (pages) => () => {
        const page = pages[turn % pages.length]
        const customer = customers[Math.floor(turn / pages.length) % customers.length]
        turn += 1
        return { page, path: `/${customer.locale}${customerPages[page]}`, customer }
      }
      const measured = { ...bank, ...portal.processes }
      const run = async (label, next, duration = seconds) => {
        const before = await served()
        const cpuBefore = cpuOf(measured)
        const result = await drive({ baseUrl: portal.url, seconds: duration, next })
        const cpuAfter = cpuOf(measured)
        const calls = (await served()) - before
        const total = Object.values(result).reduce((sum, page) => sum + page.requests, 0)
        const cpuMsPerRequest = {}
        for (const name of Object.keys(measured)) {
          const kind = kindOf(name)
          cpuMsPerRequest[kind] =
            (cpuMsPerRequest[kind] ?? 0) + ((cpuAfter[name] - cpuBefore[name]) * 1000) / total
        }
        return { label, result, callsPerPage: calls / total, cpuMsPerRequest }
      }
      const offers = await run('offers (cached)', () => ({ page: 'offers', path: '/de-de' }))
      const offersRate = offers.result.offers.perSecond
      offersRates[topology] = offersRate
      const report = ({ label, result, callsPerPage, cpuMsPerRequest }) => {
        for (const [page, figures] of Object.entries(result)) {
          failed += figures.errors + figures.non2xx
          const ratio = figures.perSecond / offersRate
          const dashboardAlone = count === 1 && label === 'dashboard'
          rows.push({
            measure: `${topology}: ${label}${label === page ? '' : ` – ${page}`}`,
            value: `${fixed(figures.perSecond, 1)} req/s (${fixed(ratio)}× offers), p50 ${figures.p50} / p99 ${figures.p99} ms, ${figures.errors} errors, ${figures.non2xx} non-2xx, ${fixed(callsPerPage, 1)} calls`,
            target: dashboardAlone ? '≥ 0.25×, 0 errors' : '0 errors',
            met: figures.errors + figures.non2xx === 0 && (!dashboardAlone || ratio >= 0.25),
          })
          if (figures.failures.length > 0)
            rows.push({
              measure: `${topology}: ${label} – ${page}, failed as`,
              value: figures.failures.join(', '),
            })
        }
        rows.push({
          measure: `${topology}: ${label}, CPU ms per request`,
          value: Object.entries(cpuMsPerRequest)
            .map(([kind, ms]) => `${kind} ${fixed(ms, 1)}`)
            .join(', '),
        })
      }
      report(offers)
      if (count === 1) await measureDashboardFloor(portal.url, sandboxUrl, customers, offersRate)
      for (const page of Object.keys(customerPages))
        report(await run(page, customerRequest([page])))
      const mix = await run('mix', customerRequest(Object.keys(customerPages)))
      report(mix)
      const mixRate = Object.values(mix.result).reduce((sum, page) => sum + page.perSecond, 0)
      rows.push({ measure: `${topology}: mix, all pages`, value: `${fixed(mixRate, 1)} req/s` })
      mixRates[topology] = mixRate
      if (count > 1) {
        const all = { ...bank, ...portal.processes }
        const warm = memoryOf(all)
        const mixed = customerRequest(Object.keys(customerPages))
        report(await run(`soak ${soakSeconds} s`, mixed, soakSeconds))
        const end = memoryOf(all)
        for (const name of Object.keys(all))
          rows.push({
            measure: `memory of ${name} after warm-up / after the soak (MiB)`,
            value: `${warm[name]} / ${end[name]}`,
            target: '≤ +10 %',
            met: end[name] <= warm[name] * 1.1,
          })
      }
    } finally {
      await portal.stop()
    }
  }
})
const [one, cluster] = ['one instance', 'cluster of 2']
rows.push({
  measure: 'cluster / one instance, logged-in mix',
  value: `${fixed(mixRates[cluster] / mixRates[one])}×`,
  target: '≥ 1.6×',
  met: mixRates[cluster] / mixRates[one] >= 1.6,
})
rows.push({
  // the floor of the cluster's gain: a cached page needs no sandbox, no database, no session
  measure: 'cluster / one instance, cached offers page (floor)',
  value: `${fixed(offersRates[cluster] / offersRates[one])}×`,
})
printTable(rows)
if (failed > 0) {
  console.error(`load test: ${failed} requests failed under load`)
  process.exit(1)
}
