import { portalClientId } from '@portal/api-clients/contracts/identity'
import { errors, jwtVerify, SignJWT } from 'jose'
import type { IdentityConfig } from './identity-config'
import { type SigningKey, signingAlgorithm } from './signing-key'

/** The claims the sandbox relies on after verification. */
export interface VerifiedAccess {
  userId: string
  bacNumbers: string[]
  /** The login session (refresh-token family) the token belongs to, when it names one. */
  sessionId?: string | undefined
}

export interface AccessTokenUser {
  id: string
  bacNumbers: readonly string[]
  /** Written as `sid`, so that ending a session ends its access tokens too. */
  sessionId?: string | undefined
}

export async function issueAccessToken(
  user: AccessTokenUser,
  key: SigningKey,
  config: IdentityConfig,
): Promise<string> {
  const issuedAt = Math.floor(config.now() / 1000)
  const claims = user.sessionId === undefined ? {} : { sid: user.sessionId }
  return new SignJWT({ bac_number: [...user.bacNumbers], ...claims })
    .setProtectedHeader({ alg: signingAlgorithm, kid: key.kid, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(config.issuer)
    .setAudience(portalClientId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.accessTokenTtlSeconds)
    .sign(key.privateKey)
}

/**
 * Verifies signature (ES256 only, so `alg: none` and HMAC tricks fail), expiry, issuer and
 * audience. Returns undefined for any token that does not pass.
 */
export async function verifyAccessToken(
  token: string,
  key: SigningKey,
  config: IdentityConfig,
): Promise<VerifiedAccess | undefined> {
  let verified = verifiedTokens.get(key)
  if (verified === undefined) {
    verified = new Map()
    verifiedTokens.set(key, verified)
  }
  const remembered = verified.get(token)
  if (remembered?.config === config && epochSeconds(config) < remembered.expiresAt) {
    return remembered.access
  }
  const access = await checkSignedToken(token, key, config)
  if (access !== undefined) {
    if (verified.size >= rememberedTokenLimit) verified.delete(verified.keys().next().value ?? '')
    Object.freeze(access.access.bacNumbers)
    verified.set(token, { ...access, access: Object.freeze(access.access), config })
  }
  return access?.access
}

/**
 * Tokens a key has verified, until they expire: a bank call checks the same token's signature
 * again and again, and the answer cannot change while the token is valid (whether its login
 * still stands is asked on every call, see bearer-auth). The oldest is forgotten past the limit.
 */
const verifiedTokens = new WeakMap<
  SigningKey,
  Map<string, { access: VerifiedAccess; expiresAt: number; config: IdentityConfig }>
>()
const rememberedTokenLimit = 10_000

/** The time as jose compares it with `exp`: whole seconds. */
const epochSeconds = (config: IdentityConfig) => Math.floor(config.now() / 1000)

async function checkSignedToken(
  token: string,
  key: SigningKey,
  config: IdentityConfig,
): Promise<{ access: VerifiedAccess; expiresAt: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: [signingAlgorithm],
      issuer: config.issuer,
      audience: portalClientId,
      currentDate: new Date(config.now()),
      requiredClaims: ['sub', 'exp'],
    })
    const bacNumbers = payload.bac_number
    if (typeof payload.sub !== 'string' || !isStringArray(bacNumbers)) return undefined
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined
    return { access: { userId: payload.sub, bacNumbers, sessionId }, expiresAt: payload.exp ?? 0 }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined
    throw error
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}
