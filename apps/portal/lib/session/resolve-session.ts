import type { JWTVerifyGetKey } from 'jose'
import { type CookieWrite, clearedSessionCookies, sessionCookieNames } from './cookies'
import { readSessionMeta } from './session-meta'
import { type SessionPolicy, sessionTimeState } from './session-policy'
import { sessionWrites } from './session-writes'
import type { TokenFailure, TokenResult, TokenSet } from './token-endpoint'
import { type AccessTokenIdentity, verifyAccessToken } from './verify-access-token'

export interface SessionInput {
  cookie: (name: string) => string | undefined
  nowMs: number
  policy: SessionPolicy
  deployed: boolean
  /** HMAC key of the meta cookie; `null` (deployed without SESSION_SECRET) accepts no session. */
  metaKey: Uint8Array | null
  keys: JWTVerifyGetKey | CryptoKey
  issuer: string
  /** A navigation by the customer (not a prefetch) restarts the idle timer. */
  isActivity: boolean
  refresh: (refreshToken: string) => Promise<TokenResult>
}

/**
 * Why there is no logged-in session. `unavailable`: the token needs a refresh and the identity
 * provider does not answer; the cookies stay, so the customer is still logged in once it is back.
 */
export type SessionEnd = 'none' | 'idle' | 'ended' | 'invalid' | 'unavailable'

export type SessionResolution =
  | {
      state: 'logged_in'
      identity: AccessTokenIdentity
      accessToken: string
      writes: CookieWrite[]
      /**
       * The token was due for renewal and the identity provider did not answer: it is kept while
       * valid, but may expire before the request's own check (then the reason is the provider).
       */
      identityUnavailable?: true
    }
  | { state: 'public'; end: SessionEnd; writes: CookieWrite[] }

/**
 * Whether a valid token is renewed now, before it expires: the page renders and calls the
 * services after this check and must not find the token expired halfway (its own check would
 * send the customer to the login). 30 s before expiry, or a third of a shorter lifetime.
 */
function renewalDue(identity: AccessTokenIdentity, offsetMs: number, nowMs: number): boolean {
  const lifetimeMs =
    identity.iat === undefined ? Number.POSITIVE_INFINITY : (identity.exp - identity.iat) * 1000
  return identity.exp * 1000 + offsetMs - nowMs <= Math.min(30_000, lifetimeMs / 3)
}

/**
 * A customer's own action also renews a token issued more than a fifth of the idle limit ago.
 * The identity provider lets an unused refresh token lapse after the idle limit and that fifth
 * (6 minutes for 5: `SANDBOX_REFRESH_TOKEN_TTL_SECONDS`), so it refuses a held cookie at most a
 * fifth of the idle limit after the portal's idle end, and never while the customer is active.
 */
export const activityRenewalShare = 1 / 5

function renewedByActivity(
  identity: AccessTokenIdentity,
  offsetMs: number,
  nowMs: number,
  policy: SessionPolicy,
): boolean {
  if (identity.iat === undefined) return false
  return nowMs - offsetMs - identity.iat * 1000 >= policy.idleMs * activityRenewalShare
}

/**
 * The middleware's view of the session: checks the signed meta (idle and absolute limits), the
 * access token (signature, issuer, audience, exp + offset) and refreshes an expired or expiring
 * token once with the refresh token. `writes` go onto the response and into the request's cookies.
 */
export async function resolveSession(input: SessionInput): Promise<SessionResolution> {
  const names = sessionCookieNames(input.deployed)
  const accessToken = input.cookie(names.accessToken)
  const refreshToken = input.cookie(names.refreshToken)
  if (!accessToken && !refreshToken) return { state: 'public', end: 'none', writes: [] }
  const clear = (end: SessionEnd) =>
    ({ state: 'public', end, writes: clearedSessionCookies(input.deployed) }) as const

  const meta = await readSessionMeta(input.cookie(names.meta), input.metaKey)
  if (!meta || !input.metaKey) return clear('invalid')
  const timeState = sessionTimeState(meta, input.nowMs, input.policy)
  if (timeState !== 'active') return clear(timeState)

  const lastActiveMs = input.isActivity ? input.nowMs : meta.lastActiveMs
  const common = {
    nowMs: input.nowMs,
    policy: input.policy,
    deployed: input.deployed,
    key: input.metaKey,
  }
  const check = await verifyAccessToken(accessToken, {
    keys: input.keys,
    issuer: input.issuer,
    clock: { nowMs: input.nowMs, serverTimeOffsetMs: meta.offsetMs },
  })
  const valid = check.status === 'valid' && accessToken ? check.identity : null
  const keepValid = async (identity: AccessTokenIdentity, token: string) => {
    const writes = input.isActivity
      ? await sessionWrites({ ...common, meta: { ...meta, lastActiveMs } })
      : []
    return { state: 'logged_in', identity, accessToken: token, writes } as const
  }
  const due =
    valid !== null &&
    (renewalDue(valid, meta.offsetMs, input.nowMs) ||
      (input.isActivity && renewedByActivity(valid, meta.offsetMs, input.nowMs, input.policy)))
  if (valid && accessToken && !due) {
    return keepValid(valid, accessToken)
  }
  const renewal = refreshToken ? await renewTokens(input, refreshToken) : null
  if (!renewal?.ok) {
    // Renewing early is best effort: a token that is still valid is kept.
    if (valid && accessToken) {
      const kept = await keepValid(valid, accessToken)
      return renewal?.failure === 'unavailable' ? { ...kept, identityUnavailable: true } : kept
    }
    if (renewal?.failure === 'unavailable')
      return { state: 'public', end: 'unavailable', writes: [] }
    return clear('invalid')
  }
  const writes = await sessionWrites({
    ...common,
    meta: { ...meta, offsetMs: renewal.offsetMs, lastActiveMs },
    tokens: renewal.tokens,
  })
  return {
    state: 'logged_in',
    identity: renewal.identity,
    accessToken: renewal.tokens.accessToken,
    writes,
  }
}

type Renewal =
  | { ok: true; tokens: TokenSet; identity: AccessTokenIdentity; offsetMs: number }
  | { ok: false; failure: TokenFailure | 'invalid_token' }

/**
 * Refreshes with `refreshToken` and verifies the new access token. The answer can be one shared
 * with other requests seconds ago (refresh-once.ts), when the browser never got it: a token in it
 * that has expired or is due again is renewed once more with the refresh token that came with it,
 * which only the portal has used. A valid token is kept when that second refresh fails.
 */
async function renewTokens(input: SessionInput, refreshToken: string): Promise<Renewal> {
  let kept: Renewal = { ok: false, failure: 'invalid_token' }
  let next = refreshToken
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const refreshed = await input.refresh(next)
    if (!refreshed.ok) return kept.ok ? kept : refreshed
    const offsetMs = input.nowMs - refreshed.tokens.serverTime
    const check = await verifyAccessToken(refreshed.tokens.accessToken, {
      keys: input.keys,
      issuer: input.issuer,
      clock: { nowMs: input.nowMs, serverTimeOffsetMs: offsetMs },
    })
    if (check.status === 'valid') {
      kept = { ok: true, tokens: refreshed.tokens, identity: check.identity, offsetMs }
      if (!renewalDue(check.identity, offsetMs, input.nowMs)) return kept
    }
    next = refreshed.tokens.refreshToken
  }
  return kept
}
