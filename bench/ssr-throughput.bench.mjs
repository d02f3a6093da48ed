// SSR throughput and p99 latency with autocannon (loopback only, bounded in time).
import { cannon } from './lib/cannon.mjs'
import { loginCookies } from './lib/login.mjs'
import { fixed } from './lib/table.mjs'

export async function measure({ portalUrl }) {
  const baseline = await cannon(`${portalUrl}/de-de/bench-empty`)
  const offers = await cannon(`${portalUrl}/de-de`)
  const rows = [
    { measure: 'SSR baseline page req/s (50 conn)', value: fixed(baseline.requests.average, 0) },
    { measure: 'SSR baseline p99 ms', value: baseline.latency.p99 },
    {
      measure: 'SSR offers page throughput / baseline',
      value: fixed(offers.requests.average / baseline.requests.average),
      target: '>= 0.60',
      met: offers.requests.average / baseline.requests.average >= 0.6,
    },
    {
      measure: 'SSR offers page p99 ms',
      value: offers.latency.p99,
      target: '<= 100',
      met: offers.latency.p99 <= 100,
    },
    { measure: 'SSR offers page errors / non-2xx', value: `${offers.errors} / ${offers.non2xx}` },
  ]
  let cookie
  try {
    cookie = await loginCookies(portalUrl)
  } catch (error) {
    rows.push({ measure: 'SSR dashboard', value: `not measured: login failed (${error.message})` })
    return rows
  }
  const dashboard = await cannon(`${portalUrl}/de-de/dashboard`, { cookie })
  rows.push(
    {
      measure: 'SSR dashboard throughput / baseline',
      value: fixed(dashboard.requests.average / baseline.requests.average),
      target: '>= 0.30',
      met: dashboard.requests.average / baseline.requests.average >= 0.3,
    },
    { measure: 'SSR dashboard p99 ms', value: dashboard.latency.p99 },
    {
      measure: 'SSR dashboard errors / non-2xx',
      value: `${dashboard.errors} / ${dashboard.non2xx}`,
    },
  )
  return rows
}
