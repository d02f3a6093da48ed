// Latency of the sandbox's offers query (the marketplace's main read), sequential requests.
import { fixed } from './lib/table.mjs'

const queries = [
  'productType=term_deposit&sort=rate&order=desc&pageSize=20',
  'productType=term_deposit&termMonths=12&minRating=A&amount=1000000&sort=rating&pageSize=20',
  'offerProductType=NOTICE&foreignCurrency=true&sort=bank_name&order=asc&pageSize=20',
  'sort=rate&order=desc&page=5&pageSize=20',
]

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export async function measure({ sandboxUrl }) {
  const timings = []
  for (let round = 0; round < 50; round += 1) {
    for (const query of queries) {
      const started = performance.now()
      const response = await fetch(`${sandboxUrl}/dbs/v1/offers?${query}`)
      await response.arrayBuffer()
      timings.push(performance.now() - started)
    }
  }
  timings.sort((a, b) => a - b)
  return [
    { measure: 'sandbox offers query p50 ms', value: fixed(percentile(timings, 50), 1) },
    { measure: 'sandbox offers query p99 ms', value: fixed(percentile(timings, 99), 1) },
  ]
}
