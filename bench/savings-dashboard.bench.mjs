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

async function timed(request, rounds, expected = 200) {
  return (await timedWithLedger(request, rounds, expected)).ms
}

/** Median round trip, and the median of the ledger's own time the sandbox states (Server-Timing). */
async function timedWithLedger(request, rounds, expected = 200) {
  const timings = []
  const ledger = []
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now()
    const response = await request()
    await response.arrayBuffer()
    if (response.status !== expected) throw new Error(`HTTP ${response.status}`)
    timings.push(performance.now() - started)
    const stated = /ledger;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')
    if (stated) ledger.push(Number(stated[1]))
  }
  return { ms: median(timings), ledgerMs: ledger.length > 0 ? median(ledger) : Number.NaN }
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
    const transactions = (who) => () =>
      fetch(`${portalUrl}/de-de/account-transactions`, { headers: { cookie: cookies[who] } })
    await timed(transactions('small'), 3)
    await timed(transactions('large'), 3)
    const smallTransactionsMs = await timed(transactions('small'), 15)
    const largeTransactionsMs = await timed(transactions('large'), 15)
    const bearer = { authorization: `Bearer ${tokenOf(cookies.large)}` }
    const ledger = (path) => () =>
      fetch(`${sandboxUrl}/das/v1/customers/${large.customerId}${path}`, { headers: bearer })
    const bookings = await timedWithLedger(ledger('/bookings?page=1&pageSize=50'), 50)
    const filtered = await timedWithLedger(ledger('/bookings?type=INTEREST&page=3&pageSize=50'), 50)
    const overview = await timedWithLedger(ledger('/savings'), 20)
    // the floor of one ledger request: token, the bank's batch check and one indexed miss
    const floorMs = await timed(ledger('/orders/none'), 50, 404)
    const ratio = largeMs / smallMs
    const transactionsRatio = largeTransactionsMs / smallTransactionsMs
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
        measure: 'savings: transactions, 2 deposits, median ms',
        value: fixed(smallTransactionsMs, 0),
      },
      {
        measure: 'savings: transactions, 200 deposits, median ms',
        value: fixed(largeTransactionsMs, 0),
      },
      {
        measure: 'savings: transactions large / small',
        value: fixed(transactionsRatio, 2),
        target: '≤ 1.5',
        met: transactionsRatio <= 1.5,
      },
      {
        measure: 'sandbox ledger query: bookings page 1, median ms (round trip)',
        value: `${fixed(bookings.ledgerMs, 1)} (${fixed(bookings.ms, 1)})`,
        target: '≤ 5',
        met: bookings.ledgerMs <= 5,
      },
      {
        measure: 'sandbox ledger query: interest bookings page 3, median ms (round trip)',
        value: `${fixed(filtered.ledgerMs, 1)} (${fixed(filtered.ms, 1)})`,
        target: '≤ 5',
        met: filtered.ledgerMs <= 5,
      },
      {
        measure: 'sandbox ledger query: savings overview (200 deposits), median ms (round trip)',
        value: `${fixed(overview.ledgerMs, 1)} (${fixed(overview.ms, 1)})`,
      },
      {
        measure: 'floor: sandbox round trip of one indexed miss (token, batch check), median ms',
        value: fixed(floorMs, 1),
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
