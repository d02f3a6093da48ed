// SSR throughput and p99 latency with autocannon (loopback only, bounded in time), read against the
// bare Next.js app of the same run (bench/floor-app): the offers page against a static Next page of
// the same bytes, on the .com domain and on a country host; the dashboard against the bare page.
import { cannon } from './lib/cannon.mjs'
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

export async function measure({ portalUrl, floorUrl }) {
  const sized = await cannon(`${floorUrl}/sized`)
  const bare = await cannon(`${floorUrl}/`)
  const countryHost = { host: `de.localhost:${new URL(portalUrl).port}` }
  const offers = await cannon(`${portalUrl}/de-de`)
  const offersOnHost = await cannon(`${portalUrl}/`, countryHost)
  const rows = [
    {
      measure: 'SSR floor: static Next page of the offers bytes, bare Next page (req/s, p99 ms)',
      value: `${fixed(sized.requests.average, 0)}, ${sized.latency.p99}; ${fixed(bare.requests.average, 0)}, ${bare.latency.p99}`,
    },
    ...against('offers page (.com)', offers, sized, { throughput: 0.9, p99: 1.2 }),
    ...against('offers page (country host)', offersOnHost, sized, { throughput: 0.9, p99: 1.2 }),
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
