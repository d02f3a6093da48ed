import { isAccessTokenValid, type SessionClock } from '@portal/domain/session'
import type { JWTVerifyGetKey } from 'jose'
import type { AccessTokenIdentity } from './verify-access-token'

type KeySet = JWTVerifyGetKey | CryptoKey

/** A remote key set that says when its keys were last loaded (`jwks.ts`). */
export interface LoadedKeySet {
  keysLoadedAt: () => number | undefined
}

/**
 * When `keys` were last loaded, for a key set that says so: a load may withdraw a key, so a token
 * remembered under one load is verified again under the next.
 */
export function keysLoadedAt(keys: KeySet): number | undefined {
  return typeof keys === 'function' && 'keysLoadedAt' in keys
    ? (keys as LoadedKeySet).keysLoadedAt()
    : undefined
}

/** A token that passed jose's verification: its identity, and `nbf` for the time rules. */
export interface VerifiedToken {
  identity: AccessTokenIdentity
  nbf: number | undefined
  /** When the key set was loaded as the verification began (`keysLoadedAt`). */
  keysLoadedAt: number | undefined
}

// a copy each time: the memo's own stays as verified whatever a caller does with its identity
const copyOf = (identity: AccessTokenIdentity) => ({
  ...identity,
  bacNumbers: [...identity.bacNumbers],
})

/**
 * The time checks jose makes without clock tolerance or maxTokenAge (`nbf <= now < exp`, `now`
 * in whole seconds of `currentDate`, the identity provider's clock), then the session rule.
 */
function inTime({ identity, nbf }: VerifiedToken, clock: SessionClock): boolean {
  const currentDate = new Date(clock.nowMs - (clock.serverTimeOffsetMs ?? 0))
  // NaN (a clock jose refuses) fails every comparison below
  const now = Math.floor(currentDate.getTime() / 1000)
  return (
    (nbf === undefined || nbf <= now) &&
    identity.exp > now &&
    isAccessTokenValid(identity.exp, clock)
  )
}

/**
 * Access tokens whose signature, issuer and audience jose verified, per key set and issuer: a
 * customer sends the same token until it expires, and the middleware and the page both check it
 * on every request. Failures are not kept. The time rules apply on every recall; a token out of
 * time is forgotten, and so is one verified before its key set was last loaded (a withdrawn key
 * ends its tokens as soon as the keys are reloaded, as without the memo). At most `limit` tokens
 * per key set, the oldest make room.
 */
export function verifiedTokens(limit = 10_000) {
  const byKeySet = new WeakMap<KeySet, Map<string, VerifiedToken>>()
  // a JWT has no spaces, so token and issuer make one unambiguous key
  const keyOf = (token: string, issuer: string) => `${token} ${issuer}`
  return {
    /** The identity of a remembered token that is in time at `clock`. */
    recall(keys: KeySet, issuer: string, token: string, clock: SessionClock) {
      const tokens = byKeySet.get(keys)
      const key = keyOf(token, issuer)
      const verified = tokens?.get(key)
      if (!tokens || !verified) return undefined
      if (!inTime(verified, clock) || verified.keysLoadedAt !== keysLoadedAt(keys)) {
        tokens.delete(key)
        return undefined
      }
      return copyOf(verified.identity)
    },
    remember(
      keys: KeySet,
      issuer: string,
      token: string,
      verified: VerifiedToken,
      clock: SessionClock,
    ) {
      const tokens = byKeySet.get(keys) ?? new Map<string, VerifiedToken>()
      byKeySet.set(keys, tokens)
      // the oldest are the first to expire: drop those out of time, then make room
      for (const [key, old] of tokens) {
        if (inTime(old, clock)) break
        tokens.delete(key)
      }
      const key = keyOf(token, issuer)
      if (!tokens.has(key) && tokens.size >= limit)
        tokens.delete(tokens.keys().next().value as string)
      tokens.set(key, { ...verified, identity: copyOf(verified.identity) })
    },
  }
}
