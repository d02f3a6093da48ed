// SSR throughput and p99 latency with autocannon (loopback only, bounded in time), read against the
// bare Next.js app of the same run (bench/floor-app): the offers page against a static Next page of
// the same bytes, on the .com domain and on a country host; the dashboard against the bare page.
import { cannon } from './lib/cannon.mjs'
import { startFloorApp } from './lib/floor-app.mjs'
import { loginCookies } from './lib/login.mjs'
import { fixed } from './lib/table.mjs'

function against(name, page, floor, { throughput, p99 }) {
  const ratio = page.requests.average / floor.requests.average
  const p99Ratio = page.latency.p99 / floor.latency.p99
  return [
    {
      measure: `SSR ${name}: req/s / floor, p99 ms`,
      value: `${fixed(ratio)} (${fixed(page.requests.average, 0)} req/s), p99 ${page.latency.p99}`,
      ...(throughput ? { target: `>= ${throughput.toFixed(2)}`, met: ratio >= throughput } : {}),
    },
    ...(p99
      ? [
          {
            measure: `SSR ${name}: p99 / floor p99`,
            value: fixed(p99Ratio),
            target: `<= ${p99.toFixed(2)}`,
            met: p99Ratio <= p99,
          },
        ]
      : []),
    { measure: `SSR ${name}: errors / non-2xx`, value: `${page.errors} / ${page.non2xx}` },
  ]
}

/** Rounds of the floor page and the offers pages, one after the other (SSR_ROUNDS, 3 by default). */
const rounds = Number(process.env.SSR_ROUNDS ?? 3)

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * The medians of several runs: one 10 s run's p99 swings with a collection pause or whatever else
 * the two cores do (the floor's own p99 ranged 243–862 ms between two runs), so the floor and the
 * pages take turns and each figure is the median of its rounds.
 */
function medianRun(runs) {
  return {
    requests: { average: median(runs.map((run) => run.requests.average)) },
    latency: { p99: median(runs.map((run) => run.latency.p99)) },
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  }
}

export async function measure({ portalUrl, floorUrl }) {
  const countryHost = { host: `de.localhost:${new URL(portalUrl).port}` }
  // The same floor page behind an edge middleware that does nothing: the portal's middleware runs
  // on every page request (locale, region, session, headers) and the bare floor has none.
  const withMiddleware = await startFloorApp(
    await (await fetch(`${portalUrl}/de-de`)).text(),
    Number(process.env.BENCH_FLOOR_MIDDLEWARE_PORT ?? 13496),
    { middleware: true },
  )
  const runs = { sized: [], offers: [], offersOnHost: [], sizedMiddleware: [] }
  try {
    for (let round = 0; round < rounds; round += 1) {
      runs.sized.push(await cannon(`${floorUrl}/sized`))
      runs.offers.push(await cannon(`${portalUrl}/de-de`))
      runs.offersOnHost.push(await cannon(`${portalUrl}/`, countryHost))
      runs.sizedMiddleware.push(await cannon(`${withMiddleware.url}/sized`))
    }
  } finally {
    await withMiddleware.stop()
  }
  const sized = medianRun(runs.sized)
  const offers = medianRun(runs.offers)
  const offersOnHost = medianRun(runs.offersOnHost)
  const sizedMiddleware = medianRun(runs.sizedMiddleware)
  const bare = await cannon(`${floorUrl}/`)
  const rows = [
    {
      measure: `SSR floor: static Next page of the offers bytes (median of ${rounds} rounds), bare Next page (req/s, p99 ms)`,
      value: `${fixed(sized.requests.average, 0)}, ${sized.latency.p99}; ${fixed(bare.requests.average, 0)}, ${bare.latency.p99}`,
    },
    {
      measure:
        'SSR rounds: floor of the offers bytes; offers .com; country host; floor with a pass-through middleware (req/s p99 ms)',
      value: Object.values(runs)
        .map((list) =>
          list.map((run) => `${fixed(run.requests.average, 0)} ${run.latency.p99}`).join(', '),
        )
        .join('; '),
    },
    ...against('offers page (.com)', offers, sized, { throughput: 0.9, p99: 1.2 }),
    ...against('offers page (country host)', offersOnHost, sized, { throughput: 0.9, p99: 1.2 }),
    // context, not targets: what a middleware that does nothing costs the floor, and the offers
    // page against that floor
    ...against('floor with a pass-through edge middleware / floor', sizedMiddleware, sized, {}),
    ...against('offers page (.com) / floor with the middleware', offers, sizedMiddleware, {}),
  ]
  let cookie
  try {
    cookie = await loginCookies(portalUrl)
  } catch (error) {
    rows.push({ measure: 'SSR dashboard', value: `not measured: login failed (${error.message})` })
    return rows
  }
  const dashboard = await cannon(`${portalUrl}/de-de/dashboard`, { cookie })
  // A customer page renders per request with the backend's answers: no floor page does that work,
  // so the bare page is context, not a target.
  rows.push(...against('dashboard (logged in) / bare page', dashboard, bare, {}))
  return rows
}
