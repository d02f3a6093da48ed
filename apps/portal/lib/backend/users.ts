import type { CurrentUser, RegistrationRequest } from '@portal/api-clients/contracts/users'
import type { Region } from '@portal/domain/region'
import { getRegion } from '@/lib/routing/get-region'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'

/** User management (`/ums/v1`): the logged-in user, registration, password, mail consents. */
const users = async () => apiClients(await getRegion()).users

/** The session's user, or null when user management does not answer (the page says so). */
export async function getCurrentUser(session: Session): Promise<CurrentUser | null> {
  const result = await (await users()).getCurrentUser({
    token: session.accessToken,
    init: personalRead,
  })
  return result.data ?? null
}

/** Registers a customer; the action reads the outcome (a refusal never says why). */
export async function registerUser(body: RegistrationRequest) {
  return (await users()).register({ body })
}

/** The user's mail consents, for the feature-flag context. */
export function getMailConsents(region: Region, accessToken: string) {
  return apiClients(region).users.getMailConsents({ token: accessToken, init: personalRead })
}
