import { CurrentUser, type RegistrationRequest } from '@portal/api-clients/contracts/users'
import { headers } from 'next/headers'
import { cache } from 'react'
import { probedUserBody } from '@/lib/customer/probed-user'
import { getRegion } from '@/lib/routing/get-region'
import { currentUserHeader } from '@/lib/routing/request-headers'
import type { Session } from '@/lib/session/get-session'
import { apiClients } from './clients'
import { personalRead } from './read-policy'
import { ok, resultOf, type ServiceResult } from './service-result'

/** User management (`/ums/v1`): the logged-in user, registration, password, mail consents. */
const users = async () => apiClients(await getRegion()).users

const currentUser = cache(async (token: string): Promise<ServiceResult<CurrentUser>> => {
  const probed = (await headers()).get(currentUserHeader)
  const handed = CurrentUser.safeParse(probedUserBody(probed, token))
  if (handed.success) return ok(handed.data)
  return resultOf(await (await users()).getCurrentUser({ token, init: personalRead }))
})

/**
 * The session's user (name, login, customer accounts); asked once per request, and not at all
 * when the middleware's probe of the services has just read it for this token.
 */
export function getCurrentUser(session: Session): Promise<ServiceResult<CurrentUser>> {
  return currentUser(session.accessToken)
}

/** Registers a customer; the action reads the outcome (a refusal never says why). */
export async function registerUser(body: RegistrationRequest) {
  return resultOf(await (await users()).register({ body }))
}

const mailConsents = cache(async (token: string) =>
  resultOf(await (await users()).getMailConsents({ token, init: personalRead })),
)

/** The user's mail consents (the user-account page and the feature-flag context). */
export function getMailConsents(session: Session) {
  return mailConsents(session.accessToken)
}
