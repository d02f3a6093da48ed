import { identityErrorCodes } from '@portal/api-clients/contracts/identity'
import type { MiddlewareHandler } from 'hono'
import { ServiceError } from '../http/service-error'
import type { VerifiedAccess } from './access-token'
import { accountBlockedResponse, isBlocked } from './account-block'
import { checkAccessToken, type IdentityProvider } from './identity-provider'
import { isSessionOpen } from './refresh-tokens'

/** Hono environment of routers behind `requireBearer`: the verified token is in `access`. */
export interface AuthenticatedEnv {
  Variables: { access: VerifiedAccess }
}

/** Answers 401 unless the request carries a valid access token of this identity provider. */
export function requireBearer(idp: IdentityProvider): MiddlewareHandler<AuthenticatedEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
    const access = match?.[1] === undefined ? undefined : await checkAccessToken(idp, match[1])
    if (access === undefined) {
      const error = new ServiceError(
        401,
        identityErrorCodes.unauthenticated,
        'A valid access token is required.',
      ).toResponse()
      error.headers.set('www-authenticate', 'Bearer realm="sandbox", error="invalid_token"')
      return error
    }
    if (await isBlocked(idp.orm, access.userId)) return accountBlockedResponse()
    if (access.sessionId !== undefined && !(await isSessionOpen(idp.orm, access.sessionId))) {
      return new ServiceError(
        401,
        identityErrorCodes.unauthenticated,
        'The session of this token has ended.',
      ).toResponse()
    }
    c.set('access', access)
    await next()
  }
}

/** 403 (normalised `unauthorized`) unless the token's `bac_number` list holds the customer. */
export function ownershipError(
  access: VerifiedAccess,
  customerId: string,
): ServiceError | undefined {
  if (access.bacNumbers.includes(customerId)) return undefined
  return new ServiceError(
    403,
    identityErrorCodes.unauthorized,
    'The customer does not belong to this login.',
  )
}
