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
    return { userId: payload.sub, bacNumbers, sessionId }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined
    throw error
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}
