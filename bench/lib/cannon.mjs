// Bounded autocannon runs on loopback: 50 connections for BENCH_SECONDS (10 by default).
import autocannon from 'autocannon'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
export const connections = 50

/** Steady state: the first requests compile routes and generate cached pages. */
async function warmUp(url, headers) {
  for (let i = 0; i < 3; i += 1) await (await fetch(url, { headers })).arrayBuffer()
}

export async function cannon(url, headers = {}) {
  await warmUp(url, headers)
  return autocannon({ url, connections, duration: seconds, headers })
}
