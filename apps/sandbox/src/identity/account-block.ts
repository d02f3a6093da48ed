import { userAccountErrorCodes } from '@portal/api-clients/contracts/user-account'
import { eq } from 'drizzle-orm'
import type { SandboxOrm } from '../db/database'
import { userSecurity } from '../db/schema'
import { oauthErrorResponse } from './oauth-error'

/** Where a customer with a blocked account turns; the portal shows it with the error. */
export const supportContact = { phone: '+49 30 1234 5678', email: 'support@savings-portal.example' }

export async function isBlocked(orm: Pick<SandboxOrm, 'select'>, userId: string): Promise<boolean> {
  const [row] = await orm
    .select({ blockedAt: userSecurity.blockedAt })
    .from(userSecurity)
    .where(eq(userSecurity.userId, userId))
  return row?.blockedAt != null
}

/**
 * 403 `accountBlocked`, as a token-endpoint error and a normalised error at once. Only a correct
 * password learns that the account is blocked, so it tells nobody else that the login exists.
 */
export function accountBlockedResponse(): Response {
  return oauthErrorResponse(
    403,
    'access_denied',
    userAccountErrorCodes.accountBlocked,
    `This account is blocked. Please contact support: ${supportContact.phone}, ${supportContact.email}.`,
  )
}
