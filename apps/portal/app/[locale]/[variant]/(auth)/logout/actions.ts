'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getRegion } from '@/lib/routing/get-region'
import { requestHref } from '@/lib/routing/request-href'
import { isDeployed } from '@/lib/security/deployment'
import { sessionCookieNames } from '@/lib/session/cookies'
import { endSession } from '@/lib/session/session-cookie-jar'
import { revokeRefreshToken } from '@/lib/session/token-endpoint'

/** Revokes the refresh token at the identity provider, clears the cookies, goes to login. */
export async function logout(): Promise<void> {
  const refreshToken = (await cookies()).get(sessionCookieNames(isDeployed()).refreshToken)?.value
  if (refreshToken) await revokeRefreshToken(await getRegion(), refreshToken)
  await endSession()
  redirect((await requestHref())('login', { query: { reason: 'loggedOut' } }))
}
