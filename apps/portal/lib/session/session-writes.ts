import { type CookieWrite, cookieOptions, sessionCookieNames } from './cookies'
import { type SessionMeta, signSessionMeta } from './session-meta'
import type { SessionPolicy } from './session-policy'
import type { TokenSet } from './token-endpoint'

export interface SessionWriteInput {
  meta: SessionMeta
  /** New tokens (login, refresh); without them only the meta cookie is written. */
  tokens?: TokenSet
  nowMs: number
  policy: SessionPolicy
  deployed: boolean
  key: Uint8Array
}

/** Cookie writes for a session: they live until its absolute end, never longer. */
export async function sessionWrites(input: SessionWriteInput): Promise<CookieWrite[]> {
  const names = sessionCookieNames(input.deployed)
  const endsAt = input.meta.startedAtMs + input.policy.absoluteMs
  const options = cookieOptions(
    input.deployed,
    Math.max(0, Math.ceil((endsAt - input.nowMs) / 1000)),
  )
  const writes: CookieWrite[] = [
    { name: names.meta, value: await signSessionMeta(input.meta, input.key), options },
    { name: names.loginHint, value: '1', options: { ...options, httpOnly: false } },
  ]
  if (input.tokens) {
    writes.push(
      { name: names.accessToken, value: input.tokens.accessToken, options },
      { name: names.refreshToken, value: input.tokens.refreshToken, options },
    )
  }
  return writes
}

/** The meta of a session that starts now with tokens answered at the IdP's `serverTime`. */
export function newSessionMeta(tokens: TokenSet, nowMs: number): SessionMeta {
  return { offsetMs: nowMs - tokens.serverTime, startedAtMs: nowMs, lastActiveMs: nowMs }
}
