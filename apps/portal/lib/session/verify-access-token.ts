import { isAccessTokenValid, type SessionClock } from '@portal/domain/session'
import type { JWTVerifyGetKey } from 'jose'
import { jwtVerify } from 'jose/jwt/verify'
import { accessTokenAlgorithms, portalClientId } from './identity-config'
import { keysLoadedAt, verifiedTokens } from './verified-tokens'

export interface AccessTokenIdentity {
  /** User id. */
  sub: string
  /** BAC numbers of the user's customer accounts; the first is the default. */
  bacNumbers: string[]
  /** Expiry, epoch seconds. */
  exp: number
  /** Issue time, epoch seconds, when the token says. */
  iat?: number
}

export type AccessTokenCheck =
  | { status: 'valid'; identity: AccessTokenIdentity }
  | { status: 'expired' }

export interface VerifyOptions {
  keys: JWTVerifyGetKey | CryptoKey
  issuer: string
  clock: SessionClock
}

const maxTokenLength = 8192

const verified = verifiedTokens()

function identityOf(payload: Record<string, unknown>): AccessTokenIdentity | null {
  const { sub, bac_number: bac, exp, iat } = payload
  if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number') return null
  if (!Array.isArray(bac) || !bac.every((n): n is string => typeof n === 'string')) return null
  return typeof iat === 'number'
    ? { sub, bacNumbers: bac, exp, iat }
    : { sub, bacNumbers: bac, exp }
}

/**
 * Verifies an access token: ES256 signature against the identity provider's keys, issuer and
 * audience, then the session rule of spec section 4 (valid while now < exp + offset). jose
 * checks `exp` at the identity provider's clock (now − offset), which is the same rule. Missing,
 * unreadable or unverifiable tokens count as expired; nothing here throws. A token verified once
 * is remembered (`memo`, one per process) and only its time is checked again, until the keys are
 * next loaded.
 */
export async function verifyAccessToken(
  token: string | undefined,
  options: VerifyOptions,
  memo = verified,
): Promise<AccessTokenCheck> {
  if (!token || token.length > maxTokenLength) return { status: 'expired' }
  const remembered = memo.recall(options.keys, options.issuer, token, options.clock)
  if (remembered) return { status: 'valid', identity: remembered }
  const offset = options.clock.serverTimeOffsetMs ?? 0
  // read before jose may reload the keys: a token verified during a reload is verified again
  const loadedAt = keysLoadedAt(options.keys)
  try {
    const verifyOptions = {
      algorithms: accessTokenAlgorithms,
      issuer: options.issuer,
      audience: portalClientId,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(options.clock.nowMs - offset),
    }
    const { payload } =
      typeof options.keys === 'function'
        ? await jwtVerify(token, options.keys, verifyOptions)
        : await jwtVerify(token, options.keys, verifyOptions)
    const identity = identityOf(payload)
    if (!identity || !isAccessTokenValid(identity.exp, options.clock)) return { status: 'expired' }
    memo.remember(
      options.keys,
      options.issuer,
      token,
      { identity, nbf: payload.nbf, keysLoadedAt: loadedAt },
      options.clock,
    )
    return { status: 'valid', identity }
  } catch {
    return { status: 'expired' }
  }
}
