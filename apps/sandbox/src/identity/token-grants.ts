import {
  identityErrorCodes,
  type PasswordGrant,
  type TokenResponse,
} from '@portal/api-clients/contracts/identity'
import { eq } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '../auth/password-hash'
import { users } from '../db/schema'
import { accountBlockedResponse, isBlocked } from './account-block'
import { type IdentityProvider, signAccessToken } from './identity-provider'
import { oauthErrorResponse } from './oauth-error'
import {
  type IssuedRefreshToken,
  issueRefreshToken,
  newSessionFamily,
  rotateRefreshToken,
} from './refresh-tokens'

/** One message for a wrong password and an unknown user alike: no user enumeration. */
export const invalidCredentialsMessage = 'The username or password is incorrect.'
const invalidRefreshMessage = 'The refresh token is invalid, expired or revoked.'

/**
 * Verified against when the user does not exist, so both cases cost one scrypt of the cost the
 * users' hashes have; made at the first login, after the start has set the cost.
 */
let decoy: string | undefined
const decoyHash = () => {
  decoy ??= hashPassword('decoy-password-never-valid', Buffer.alloc(16, 7))
  return decoy
}

export async function grantPassword(
  idp: IdentityProvider,
  grant: PasswordGrant,
  client: string,
): Promise<TokenResponse | Response> {
  const username = grant.username.trim().toLowerCase()
  const retryAfter = idp.throttle.retryAfterSeconds(username, client)
  if (retryAfter > 0) {
    return oauthErrorResponse(
      429,
      'too_many_attempts',
      identityErrorCodes.tooManyAttempts,
      'Too many failed login attempts. Please try again later.',
      { 'retry-after': String(retryAfter) },
    )
  }
  const [user] = await idp.orm.select().from(users).where(eq(users.username, username))
  const passwordMatches = verifyPassword(grant.password, user?.passwordHash ?? decoyHash())
  if (user === undefined || !passwordMatches) {
    idp.throttle.recordFailure(username, client)
    return invalidGrant(invalidCredentialsMessage)
  }
  idp.throttle.recordSuccess(username)
  if (await isBlocked(idp.orm, user.id)) return accountBlockedResponse()
  const family = newSessionFamily(idp.config)
  const refreshToken = await issueRefreshToken(idp.orm, idp.config, user.id, family)
  return tokensFor(idp, { ...user, sessionId: family.id }, refreshToken)
}

export async function grantRefreshToken(
  idp: IdentityProvider,
  refreshToken: string,
): Promise<TokenResponse | Response> {
  const outcome = await rotateRefreshToken(idp.orm, idp.config, refreshToken)
  if (outcome.kind === 'rejected') return invalidGrant(invalidRefreshMessage)
  const [user] = await idp.orm.select().from(users).where(eq(users.id, outcome.userId))
  if (user === undefined) return invalidGrant(invalidRefreshMessage)
  if (await isBlocked(idp.orm, user.id)) return accountBlockedResponse()
  return tokensFor(idp, { ...user, sessionId: outcome.familyId }, outcome.refreshToken)
}

async function tokensFor(
  idp: IdentityProvider,
  user: { id: string; bacNumbers: string[]; sessionId: string },
  refreshToken: IssuedRefreshToken,
): Promise<TokenResponse> {
  return {
    access_token: await signAccessToken(idp, user),
    refresh_token: refreshToken.token,
    token_type: 'Bearer',
    expires_in: idp.config.accessTokenTtlSeconds,
    refresh_expires_in: refreshToken.expiresInSeconds,
    server_time: Math.round(idp.config.now()),
  }
}

const invalidGrant = (message: string) =>
  oauthErrorResponse(400, 'invalid_grant', identityErrorCodes.invalidGrant, message)
