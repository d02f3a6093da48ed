/** Within this time after a line, further probes without an answer from a host are only counted. */
export const unansweredLogWindowMs = 10_000

/**
 * The operators' record of customer pages answered 503 because the customer services did not
 * answer the middleware's probe: a line per host at most every `windowMs`, naming whether the
 * probe ran out of time or was refused (a refused connection or a 5xx), and how many more went
 * unanswered since the host's last line. Without it, an outage showed customers the unavailable
 * state and left no trace in the portal's log.
 */
export function unansweredProbes(
  timeoutMs: number,
  windowMs = unansweredLogWindowMs,
  log: (line: string) => void = (line) => console.warn(line),
) {
  const byHost = new Map<string, { loggedAtMs: number; since: number }>()
  return {
    /** One probe of `baseUrl` that got no answer after `elapsedMs`, at `nowMs`. */
    record(baseUrl: string, nowMs: number, elapsedMs: number) {
      const last = byHost.get(baseUrl)
      if (last && nowMs - last.loggedAtMs < windowMs) {
        last.since += 1
        return
      }
      const what =
        elapsedMs >= timeoutMs
          ? `no answer within ${timeoutMs} ms`
          : `refused or failed after ${Math.round(elapsedMs)} ms`
      const more =
        last && last.since > 0 ? ` (${last.since} more unanswered since the last line)` : ''
      log(`customer services at ${baseUrl}: ${what}; customer pages answer 503${more}`)
      byHost.set(baseUrl, { loggedAtMs: nowMs, since: 0 })
    },
  }
}
