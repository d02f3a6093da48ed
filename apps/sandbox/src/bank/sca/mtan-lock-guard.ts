import { userAccountErrorCodes } from '@portal/api-clients/contracts/user-account'
import type { MiddlewareHandler } from 'hono'
import type { SandboxOrm } from '../../db/database'
import { ServiceError } from '../../http/service-error'
import { checkAccessToken, type IdentityProvider } from '../../identity/identity-provider'
import { isMtanLocked } from './mtan-lock'

/**
 * While a user's mTAN is locked no payment challenge is created, so nothing that needs an mTAN
 * (payouts, withdrawals) can happen: 403 `mtanLocked`. Requests without a valid token pass on to
 * the route, which answers 401.
 */
export function mtanLockGuard(orm: SandboxOrm, idp: IdentityProvider): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
    const access = match?.[1] === undefined ? undefined : await checkAccessToken(idp, match[1])
    if (access !== undefined && (await isMtanLocked(orm, access.userId))) {
      return new ServiceError(
        403,
        userAccountErrorCodes.mtanLocked,
        'The mTAN is locked: no payouts until support unlocks it.',
      ).toResponse()
    }
    return next()
  }
}
