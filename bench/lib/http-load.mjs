// A closed-loop load driver: `connections` loops, each sending its next request as soon as the
// last one answered, for `seconds`. Unlike autocannon it keeps each customer's cookies up to date
// (a refreshed session is used from then on) and reports every page of a mix on its own.
import { Agent, request } from 'node:http'

const percentile = (sorted, share) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]

/**
 * What a browser sends when the customer opens a page. Without it the portal takes a request for
 * a background call, which does not move the session's idle deadline: a soak longer than the
 * idle limit would then log every customer out. Sent with `node:http`, since Node's `fetch`
 * replaces any `sec-fetch-mode` with `cors`.
 */
const pageLoad = {
  accept: 'text/html',
  'accept-encoding': 'gzip, deflate',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
}

/** One GET, its body read and dropped: status, Set-Cookie lines and redirect target. */
function get(url, headers, agent, timeoutMs) {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers, agent }, (response) => {
      response.on('error', reject)
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          setCookies: response.headers['set-cookie'] ?? [],
          location: response.headers.location,
        }),
      )
      response.resume()
    })
    sent.setTimeout(timeoutMs, () => sent.destroy(new Error('TimeoutError')))
    sent.on('error', reject)
    sent.end()
  })
}

/**
 * `next()` names the request to send: `{ page, path, customer? }` (customer: a cookie jar of
 * customers.mjs). Non-2xx answers and redirects count as failed; a request unanswered after 10 s
 * or refused is an error.
 */
export async function drive({ baseUrl, seconds, connections = 50, next }) {
  const pages = new Map()
  const record = (page, ms, status, why) => {
    const entry = pages.get(page) ?? { latencies: [], errors: 0, non2xx: 0, failures: new Map() }
    entry.latencies.push(ms)
    if (status === 0) entry.errors += 1
    else if (status < 200 || status > 299) entry.non2xx += 1
    if (why) entry.failures.set(why, (entry.failures.get(why) ?? 0) + 1)
    pages.set(page, entry)
  }
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const deadline = performance.now() + seconds * 1000
  async function loop() {
    while (performance.now() < deadline) {
      const { page, path, customer } = next()
      const started = performance.now()
      let status = 0
      let why
      try {
        const headers = customer ? { ...pageLoad, cookie: customer.cookie() } : pageLoad
        const response = await get(`${baseUrl}${path}`, headers, agent, 10_000)
        status = response.status
        if (status < 200 || status > 299)
          why = `${status} ${response.location?.replace(/\?.*/, '') ?? ''}`.trim()
        customer?.keep(response.setCookies)
      } catch (error) {
        status = 0
        why = error?.code ?? error?.message ?? 'error'
      }
      record(page, performance.now() - started, status, why)
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  agent.destroy()
  return Object.fromEntries(
    [...pages].map(([page, { latencies, errors, non2xx, failures }]) => {
      const sorted = latencies.sort((a, b) => a - b)
      return [
        page,
        {
          requests: sorted.length,
          perSecond: sorted.length / seconds,
          p50: Math.round(percentile(sorted, 0.5)),
          p99: Math.round(percentile(sorted, 0.99)),
          errors,
          non2xx,
          // the most frequent reasons a request failed: status and where it was sent, or the error
          failures: [...failures]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 3)
            .map(([reason, count]) => `${count}× ${reason}`),
        },
      ]
    }),
  )
}
