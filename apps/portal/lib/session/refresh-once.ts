import type { Region } from '@portal/domain/region'
import { requestTokens, type TokenResult } from './token-endpoint'

const inFlight = new Map<string, { result: Promise<TokenResult>; at: number }>()
const reuseMs = 10_000
const maxEntries = 1000

/**
 * A shared answer as of `nowMs`: the identity provider's clock in it moved on by the time since
 * the refresh was asked. Taken as it came, an answer seconds old would make the identity
 * provider's clock look that much behind the portal's, and its tokens valid for that much longer
 * than the identity provider holds them (it then refuses them as expired). Counted from the ask,
 * not the answer, the token can only look older than it is.
 */
async function asOf(shared: Promise<TokenResult>, askedAtMs: number, nowMs: number) {
  const outcome = await shared
  if (!outcome.ok || nowMs <= askedAtMs) return outcome
  const serverTime = outcome.tokens.serverTime + (nowMs - askedAtMs)
  return { ok: true, tokens: { ...outcome.tokens, serverTime } } as const
}

/**
 * Refreshes with a refresh token at most once per instance and 10 s: the identity provider
 * rotates refresh tokens and revokes the session when a used one comes back, so parallel
 * requests of one page (document plus RSC prefetches) must share one refresh. A request whose
 * browser never got the answer (a prefetch cancelled, a tab closed) shares it too, seconds later.
 */
export function refreshOnce(
  region: Region,
  refreshToken: string,
  nowMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<TokenResult> {
  for (const [key, entry] of inFlight) {
    if (nowMs - entry.at > reuseMs || inFlight.size > maxEntries) inFlight.delete(key)
  }
  const cached = inFlight.get(refreshToken)
  if (cached) return asOf(cached.result, cached.at, nowMs)
  const result = requestTokens(
    region,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    fetchImpl,
  )
  inFlight.set(refreshToken, { result, at: nowMs })
  // An identity provider that did not answer is asked again by the next request: the customer
  // pressing "try again" after an outage must not get the cached failure.
  result.then((outcome) => {
    if (!outcome.ok && outcome.failure === 'unavailable') inFlight.delete(refreshToken)
  })
  return result
}
