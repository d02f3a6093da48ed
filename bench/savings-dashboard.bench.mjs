// The savings dashboard of a customer with 200 deposits and about 20,000 bookings against one with
// two deposits, and the sandbox's ledger reads. The large customer is built through the sandbox's
// own API (orders, a transfer from the reference account, the demo clock), on a sandbox and
// portal of its own: moving that clock years ahead must not change what the other benches see.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPortal, startSandbox, stop } from '../scripts/lib/servers.mjs'
import { loginCookies } from './lib/login.mjs'
import { fixed } from './lib/table.mjs'

const large = { username: 'demo.business@example.com', customerId: 'BAC_1000000003' }
const small = { username: 'demo.personal@example.com', customerId: 'BAC_1000000001' }
const depositCount = 200
const bookingTarget = 20_000

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function timed(request, rounds) {
  const timings = []
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now()
    const response = await request()
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    timings.push(performance.now() - started)
  }
  return median(timings)
}

const tokenOf = (cookies) => /(?:^|; )portal_at=([^;]+)/.exec(cookies)?.[1]

export async function measure() {
  const sandboxPort = Number(process.env.BENCH_SAVINGS_SANDBOX_PORT ?? 18580)
  const portalPort = Number(process.env.BENCH_SAVINGS_PORTAL_PORT ?? 13580)
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-savings-'))
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
  const portalUrl = `http://127.0.0.1:${portalPort}`
  const env = { SANDBOX_ACCESS_TOKEN_TTL_SECONDS: '3600' }
  const sandbox = await startSandbox({ port: sandboxPort, dataDir, quiet: true, portalPort, env })
  let portal
  try {
    portal = await startPortal({ port: portalPort, sandboxPort, quiet: true })
    const built = await buildLargeCustomer(
      sandboxUrl,
      tokenOf(await loginCookies(portalUrl, large.username)),
    )
    // logged in after the build, which takes longer than the portal's idle limit
    const cookies = {
      large: await loginCookies(portalUrl, large.username),
      small: await loginCookies(portalUrl, small.username),
    }
    const dashboard = (who) => () =>
      fetch(`${portalUrl}/de-de/dashboard`, { headers: { cookie: cookies[who] } })
    await timed(dashboard('small'), 3)
    await timed(dashboard('large'), 3)
    const smallMs = await timed(dashboard('small'), 15)
    const largeMs = await timed(dashboard('large'), 15)
    const bearer = { authorization: `Bearer ${tokenOf(cookies.large)}` }
    const ledger = (path) => () =>
      fetch(`${sandboxUrl}/das/v1/customers/${large.customerId}${path}`, { headers: bearer })
    const bookingsMs = await timed(ledger('/bookings?page=1&pageSize=50'), 50)
    const filteredMs = await timed(ledger('/bookings?type=INTEREST&page=3&pageSize=50'), 50)
    const overviewMs = await timed(ledger('/savings'), 20)
    const ratio = largeMs / smallMs
    return [
      {
        measure: 'savings: large customer deposits / bookings',
        value: `${built.deposits} / ${built.bookings}`,
      },
      { measure: 'savings: dashboard, 2 deposits, median ms', value: fixed(smallMs, 0) },
      { measure: 'savings: dashboard, 200 deposits, median ms', value: fixed(largeMs, 0) },
      {
        measure: 'savings: dashboard large / small',
        value: fixed(ratio, 2),
        target: '≤ 1.5',
        met: ratio <= 1.5,
      },
      {
        measure: 'sandbox ledger: bookings page 1 median ms',
        value: fixed(bookingsMs, 1),
        target: '≤ 5',
        met: bookingsMs <= 5,
      },
      {
        measure: 'sandbox ledger: interest bookings page 3 median ms',
        value: fixed(filteredMs, 1),
        target: '≤ 5',
        met: filteredMs <= 5,
      },
      {
        measure: 'sandbox ledger: savings overview (200 deposits) median ms',
        value: fixed(overviewMs, 1),
      },
    ]
  } finally {
    await stop(portal)
    await stop(sandbox)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function call(url, token, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  })
  if (!response.ok)
    throw new Error(
      `${init.method ?? 'GET'} ${url}: HTTP ${response.status} ${await response.text()}`,
    )
  return response.json()
}

/**
 * 200 overnight and notice deposits for the large customer, funded by one transfer from its
 * reference account, then the clock moves half a year at a time until the monthly interest (and
 * tax) has made about 20,000 bookings.
 */
async function buildLargeCustomer(sandboxUrl, token) {
  const das = `${sandboxUrl}/das/v1`
  const { items } = await (
    await fetch(`${sandboxUrl}/dbs/v1/offers?currency=EUR&pageSize=1000`)
  ).json()
  const offers = items.filter(
    (offer) =>
      ['overnight_deposit', 'notice_account'].includes(offer.productType) &&
      !['US', 'GB', 'CH'].includes(offer.bank.countryCode) &&
      ['AVAILABLE', 'LIMITED'].includes(offer.availability) &&
      offer.interestPayout === 'MONTHLY',
  )
  if (offers.length === 0) throw new Error('no monthly overnight offers in the seed')
  const customer = await call(
    `${sandboxUrl}/cas/v1/customers/${large.customerId}?embed=reference-accounts`,
    token,
  )
  const iban = customer._embedded?.referenceAccounts?.[0]?.iban
  let total = 0
  for (let index = 0; index < depositCount; index += 1) {
    const offer = offers[index % offers.length]
    const order = await call(`${das}/customers/${large.customerId}/orders`, token, {
      method: 'POST',
      headers: { 'Idempotency-Key': `bench-savings-${index}` },
      body: JSON.stringify({ offerId: offer.id, amount: offer.minAmount }),
    })
    total += order.amount
  }
  const transfer = await fetch(`${das}/sandbox/incoming-transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerId: large.customerId,
      fromIban: iban,
      amount: total,
      currency: 'EUR',
    }),
  })
  if (!transfer.ok) throw new Error(`transfer: HTTP ${transfer.status}`)
  const count = async () =>
    (await call(`${das}/customers/${large.customerId}/bookings?pageSize=1`, token)).total
  for (let step = 0; step < 20 && (await count()) < bookingTarget; step += 1) {
    await fetch(`${das}/sandbox/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 180 }),
    })
  }
  const overview = await call(`${das}/customers/${large.customerId}/savings`, token)
  return { deposits: overview.deposits.length, bookings: await count() }
}
