import 'server-only'
import { type LoginState, loginState } from '@portal/domain/session'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { type RouteId, routes } from '@/lib/routes'
import { getRegion } from '@/lib/routing/get-region'
import { hrefsFor } from '@/lib/routing/href'
import { requestBasePath } from '@/lib/routing/request-href'
import { isDeployed } from '@/lib/security/deployment'
import { sessionCookieNames } from './cookies'
import { identityIssuer } from './identity-config'
import { identityKeys } from './jwks'
import { readSessionMeta, type SessionMeta, sessionSecret } from './session-meta'
import { idleDeadline, sessionPolicy, sessionTimeState } from './session-policy'
import { type AccessTokenIdentity, verifyAccessToken } from './verify-access-token'

export interface Session {
  identity: AccessTokenIdentity
  accessToken: string
  /** The chosen customer account: the switch-account cookie if it is one of the token's, else the first. */
  bacNumber: string | undefined
  meta: SessionMeta
  /** Milliseconds until the session ends for inactivity, at the time of this request. */
  remainingMs: number
}

/**
 * The session of this request, verified again (signature, issuer, audience, exp + offset, idle
 * and absolute limits): server components, actions and route handlers never trust the
 * middleware alone. Cached per request.
 */
export const getSession = cache(async (): Promise<Session | null> => {
  const jar = await cookies()
  const names = sessionCookieNames(isDeployed())
  const meta = await readSessionMeta(jar.get(names.meta)?.value, sessionSecret())
  const nowMs = Date.now()
  const policy = sessionPolicy()
  if (!meta || sessionTimeState(meta, nowMs, policy) !== 'active') return null
  const region = await getRegion()
  const accessToken = jar.get(names.accessToken)?.value
  const check = await verifyAccessToken(accessToken, {
    keys: identityKeys(region),
    issuer: identityIssuer(region),
    clock: { nowMs, serverTimeOffsetMs: meta.offsetMs },
  })
  if (check.status !== 'valid' || !accessToken) return null
  const chosen = jar.get(names.account)?.value
  const bacNumbers = check.identity.bacNumbers
  return {
    identity: check.identity,
    accessToken,
    bacNumber: chosen && bacNumbers.includes(chosen) ? chosen : bacNumbers[0],
    meta,
    remainingMs: idleDeadline(meta, policy) - nowMs,
  }
})

/** The session, or a redirect to the login page that comes back to the route (route table). */
export async function requireSession(route: RouteId = 'dashboard'): Promise<Session> {
  const session = await getSession()
  if (session) return session
  const base = await requestBasePath()
  redirect(hrefsFor(base)('login', { query: { next: `${base}${routes[route].path}` } }))
}

/** Login state for tracking (spec section 4): logged in or public. */
export async function getLoginState(): Promise<LoginState> {
  const session = await getSession()
  if (!session) return 'public'
  return loginState(session.identity.exp, {
    nowMs: Date.now(),
    serverTimeOffsetMs: session.meta.offsetMs,
  })
}
