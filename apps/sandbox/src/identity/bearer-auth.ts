import { identityErrorCodes } from '@portal/api-clients/contracts/identity'
import type { Context } from 'hono'
import { ServiceError } from '../http/service-error'
import type { VerifiedAccess } from './access-token'
import { accountBlockedResponse } from './account-block'
import { checkAccessToken, type IdentityProvider } from './identity-provider'
import { type LoginStanding, loginStanding } from './refresh-tokens'

/**
 * The request's access token when this identity provider signed it and it has not expired, or
 * 401. Whether its login still stands is `standingRefusal`'s question.
 */
export async function bearerToken(
  idp: IdentityProvider,
  c: Context,
): Promise<VerifiedAccess | Response> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
  const access = match?.[1] === undefined ? undefined : await checkAccessToken(idp, match[1])
  if (access !== undefined) return access
  const error = new ServiceError(
    401,
    identityErrorCodes.unauthenticated,
    'A valid access token is required.',
  ).toResponse()
  error.headers.set('www-authenticate', 'Bearer realm="sandbox", error="invalid_token"')
  return error
}

/** The blocked account's answer, or 401 when the token's session has ended. */
export function standingRefusal(standing: LoginStanding): Response | undefined {
  if (standing.blocked) return accountBlockedResponse()
  if (!standing.sessionOpen) {
    return new ServiceError(
      401,
      identityErrorCodes.unauthenticated,
      'The session of this token has ended.',
    ).toResponse()
  }
  return undefined
}

/**
 * The request's verified access token, or the answer that refuses it: 401 without a valid token
 * of this identity provider or when its session has ended, the blocked account's answer.
 */
export async function verifyBearer(
  idp: IdentityProvider,
  c: Context,
): Promise<VerifiedAccess | Response> {
  const access = await bearerToken(idp, c)
  if (access instanceof Response) return access
  const refused = standingRefusal(await loginStanding(idp.orm, access.userId, access.sessionId))
  return refused ?? access
}
