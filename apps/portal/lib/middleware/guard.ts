import type { SessionEnd, SessionResolution } from '@/lib/session/resolve-session'

export interface GuardInput {
  protectedPath: boolean
  customerArea: boolean
  /** A router prefetch renders nothing the customer sees. */
  prefetch: boolean
  /** Null when the request carried no cookie and needed no session. */
  session: SessionResolution | null
}

export type GuardDecision =
  | { type: 'login'; end: Exclude<SessionEnd, 'unavailable'> }
  | { type: 'render'; identityDown: boolean }

/**
 * Whether a request may render. A protected path without a session goes to the login, saying
 * why an old session ended. Exception: the token needs a refresh and the identity provider does
 * not answer; a customer-area page then renders its unavailable state with the cookies kept, so
 * the customer is still logged in once the provider is back.
 */
export function guard({
  protectedPath,
  customerArea,
  prefetch,
  session,
}: GuardInput): GuardDecision {
  const identityDown =
    session?.state === 'public' && session.end === 'unavailable' && !prefetch && customerArea
  if (!protectedPath || session?.state === 'logged_in' || identityDown) {
    return { type: 'render', identityDown }
  }
  const end = session?.state === 'public' ? session.end : 'none'
  return { type: 'login', end: end === 'unavailable' ? 'none' : end }
}

/** Whether the session must be read: for a protected path, and whenever a cookie could hold one. */
export function needsSession(protectedPath: boolean, cookieCount: number): boolean {
  return protectedPath || cookieCount > 0
}
