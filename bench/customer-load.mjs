// `npm run test:load`: logged-in customers under load, on one portal instance and on a cluster
// of two behind nginx sharing Redis, the sandbox on PostgreSQL in both. 20 customers, 50
// connections: the cached offers page and the dashboard in turns, then each other customer page
// alone (throughput, p50/p99, errors, backend calls per page); then the four in a mix on both
// topologies in turns; then a soak of the mix on the cluster with every process's memory after
// warm-up and at the end (a Node server's right after a full garbage collection, see
// lib/held-memory.mjs). A ratio is the median of its rounds, since the machine's speed drifts
// within minutes. Prints figures; fails only when requests failed, never on timing.
//
//   LOAD_SECONDS (10)  each run        SOAK_SECONDS (60; 600 for the 10-minute soak)
//   LOAD_ROUNDS (3)    rounds of each ratio (odd)

import { availableParallelism } from 'node:os'
import { withBank } from './lib/cluster-servers.mjs'
import { accessToken, loginCustomers } from './lib/customers.mjs'
import { startFloorApp } from './lib/floor-app.mjs'
import { memoryMiB } from './lib/held-memory.mjs'
import { drive } from './lib/http-load.mjs'
import { treeCpuSeconds } from './lib/process-tree.mjs'
import { fixed, printTable } from './lib/table.mjs'

const seconds = Number(process.env.LOAD_SECONDS ?? 10)
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60)
const rounds = Number(process.env.LOAD_ROUNDS ?? 3)
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
const cpuOf = (processes) =>
  Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, treeCpuSeconds(pid)]))
/** This process's CPU seconds: it generates the load on the same cores. */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}
/** Portal instances count as one: their CPU per request is what the portal costs. */
const kindOf = (name) => name.replace(/ \d+$/, '')
/** The cached offers page's rate of each topology (the median round's). */
const offersRates = {}

/** The round of the median ratio (of an odd count; the upper middle of an even one). */
const medianTurn = (turns) =>
  [...turns].sort((a, b) => a.ratio - b.ratio)[Math.floor(turns.length / 2)]

await withBank(async ({ sandboxUrl, processes: bank, inspectors: bankInspectors, portals }) => {
  const served = async () => (await (await fetch(`${sandboxUrl}/health/requests`)).json()).served
  // Both topologies run side by side (an idle one costs no CPU), so that their mixes can be
  // measured in turns: the machine's speed drifts by ±20 % within minutes.
  const topologies = []
  try {
    for (const [topology, count] of [
      ['one instance', 1],
      ['cluster of 2', 2],
    ]) {
      topologies.push({ topology, count, portal: await portals(count) })
    }
    for (const side of topologies) {
      side.customers = await loginCustomers(side.portal.url, sandboxUrl)
      rows.push({
        measure: `${side.topology}: customers logged in`,
        value: side.customers.length,
        target: '20',
        met: side.customers.length === 20,
      })
      let turn = 0
      side.customerRequest = (pages) => () => {
        const page = pages[turn % pages.length]
        const customer = side.customers[Math.floor(turn / pages.length) % side.customers.length]
        turn += 1
        return { page, path: `/${customer.locale}${customerPages[page]}`, customer }
      }
      const measured = { ...bank, ...side.portal.processes }
      side.run = async (label, next, duration = seconds) => {
        const before = await served()
        const cpuBefore = { ...cpuOf(measured), 'load generator': ownCpuSeconds() }
        const result = await drive({ baseUrl: side.portal.url, seconds: duration, next })
        const cpuAfter = { ...cpuOf(measured), 'load generator': ownCpuSeconds() }
        const calls = (await served()) - before
        // every round's failures count, also those of rounds not shown
        for (const figures of Object.values(result)) failed += figures.errors + figures.non2xx
        const total = Object.values(result).reduce((sum, page) => sum + page.requests, 0)
        const cpuMsPerRequest = {}
        for (const name of Object.keys(cpuAfter)) {
          const kind = kindOf(name)
          cpuMsPerRequest[kind] =
            (cpuMsPerRequest[kind] ?? 0) + ((cpuAfter[name] - cpuBefore[name]) * 1000) / total
        }
        return { label, result, callsPerPage: calls / total, cpuMsPerRequest }
      }
      side.report = ({ label, result, callsPerPage, cpuMsPerRequest }, offersRate) => {
        for (const [page, figures] of Object.entries(result)) {
          const ratio = figures.perSecond / offersRate
          const dashboardAlone = side.count === 1 && label === 'dashboard'
          rows.push({
            measure: `${side.topology}: ${label}${label === page ? '' : ` – ${page}`}`,
            value: `${fixed(figures.perSecond, 1)} req/s (${fixed(ratio)}× offers), p50 ${figures.p50} / p99 ${figures.p99} ms, ${figures.errors} errors, ${figures.non2xx} non-2xx, ${fixed(callsPerPage, 1)} calls`,
            target: dashboardAlone ? '≥ 0.25×, 0 errors' : '0 errors',
            met: figures.errors + figures.non2xx === 0 && (!dashboardAlone || ratio >= 0.25),
          })
          if (figures.failures.length > 0)
            rows.push({
              measure: `${side.topology}: ${label} – ${page}, failed as`,
              value: figures.failures.join(', '),
            })
        }
        rows.push({
          measure: `${side.topology}: ${label}, CPU ms per request`,
          value: Object.entries(cpuMsPerRequest)
            .map(([kind, ms]) => `${kind} ${fixed(ms, 1)}`)
            .join(', '),
        })
      }
    }

    for (const side of topologies) {
      const { topology, run, report, customerRequest } = side
      // the cached offers page and the dashboard in turns; the round of the median ratio is shown
      const turns = []
      for (let round = 0; round < rounds; round += 1) {
        const offers = await run('offers (cached)', () => ({ page: 'offers', path: '/de-de' }))
        const dashboard = await run('dashboard', customerRequest(['dashboard']))
        const ratio = dashboard.result.dashboard.perSecond / offers.result.offers.perSecond
        turns.push({ offers, dashboard, ratio })
      }
      const middle = medianTurn(turns)
      const offersRate = middle.offers.result.offers.perSecond
      offersRates[topology] = offersRate
      report(middle.offers, offersRate)
      report(middle.dashboard, offersRate)
      rows.push({
        measure: `${topology}: dashboard ÷ offers in each of ${rounds} rounds (median shown above)`,
        value: turns.map(({ ratio }) => `${fixed(ratio)}×`).join(', '),
      })
      if (side.count === 1)
        await measureDashboardFloor(side.portal.url, sandboxUrl, side.customers, offersRate)
      for (const page of Object.keys(customerPages).filter((page) => page !== 'dashboard'))
        report(await run(page, customerRequest([page])), offersRate)
    }

    // the logged-in mix on one instance and on the cluster in turns
    const [one, cluster] = topologies
    const mixTurns = []
    for (let round = 0; round < rounds; round += 1) {
      const mixes = []
      for (const side of [one, cluster]) {
        const mix = await side.run('mix', side.customerRequest(Object.keys(customerPages)))
        mixes.push({
          mix,
          rate: Object.values(mix.result).reduce((sum, page) => sum + page.perSecond, 0),
        })
      }
      mixTurns.push({ mixes, ratio: mixes[1].rate / mixes[0].rate })
    }
    const middleMix = medianTurn(mixTurns)
    for (const [index, side] of [one, cluster].entries()) {
      const { mix, rate } = middleMix.mixes[index]
      side.report(mix, offersRates[side.topology])
      rows.push({ measure: `${side.topology}: mix, all pages`, value: `${fixed(rate, 1)} req/s` })
    }
    rows.push({
      measure: 'cluster / one instance, logged-in mix',
      value: `${fixed(middleMix.ratio)}× (each of ${rounds} rounds: ${mixTurns.map(({ ratio }) => `${fixed(ratio)}×`).join(', ')})`,
      target: '≥ 1.6×',
      met: middleMix.ratio >= 1.6,
    })
    // How much of the machine one instance's mix already keeps busy: no topology on the same
    // cores can serve more than the rest.
    const oneMix = middleMix.mixes[0]
    const busy =
      (oneMix.rate * Object.values(oneMix.mix.cpuMsPerRequest).reduce((sum, ms) => sum + ms, 0)) /
      (1000 * availableParallelism())
    rows.push({
      measure: `one instance, mix: share of the machine's ${availableParallelism()} cores busy (every process, the load generator too)`,
      value: `${fixed(busy * 100, 0)} %, so any topology on these cores serves at most ${fixed(1 / busy)}× its mix`,
    })
    rows.push({
      // the floor of the cluster's gain: a cached page needs no sandbox, no database, no session
      measure: 'cluster / one instance, cached offers page (floor)',
      value: `${fixed(offersRates[cluster.topology] / offersRates[one.topology])}×`,
    })

    const all = { ...bank, ...cluster.portal.processes }
    const inspectors = { ...bankInspectors, ...cluster.portal.inspectors }
    const warm = await memoryMiB(all, inspectors)
    const mixed = cluster.customerRequest(Object.keys(customerPages))
    cluster.report(
      await cluster.run(`soak ${soakSeconds} s`, mixed, soakSeconds),
      offersRates[cluster.topology],
    )
    const end = await memoryMiB(all, inspectors)
    for (const name of Object.keys(all)) {
      const afterCollection = inspectors[name] ? ', right after a full garbage collection' : ''
      rows.push({
        measure: `memory of ${name} after warm-up / after the soak (MiB${afterCollection})`,
        value: `${warm.held[name]} / ${end.held[name]}${afterCollection ? ` (as read before it: ${warm.read[name]} / ${end.read[name]})` : ''}`,
        target: '≤ +10 %',
        met: end.held[name] <= warm.held[name] * 1.1,
      })
    }
  } finally {
    for (const side of topologies.reverse()) await side.portal.stop()
  }
})
printTable(rows)
if (failed > 0) {
  console.error(`load test: ${failed} requests failed under load`)
  process.exit(1)
}
