/**
 * Session validity of spec section 4. Pure and import-free so the edge middleware can use it
 * (`@portal/domain/session`); decoding and verifying the token is the caller's job.
 */

export type LoginState = 'logged_in' | 'public'

export interface SessionClock {
  /** Current time in epoch milliseconds. */
  nowMs: number
  /** Stored server-time offset in milliseconds (server clock minus client clock). */
  serverTimeOffsetMs?: number
}

/**
 * True while the token has not passed its expiry time plus the stored server-time offset.
 * A missing or unreadable expiry (`exp` in epoch seconds) counts as expired.
 */
export function isAccessTokenValid(exp: unknown, clock: SessionClock): boolean {
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return false
  return clock.nowMs < exp * 1000 + (clock.serverTimeOffsetMs ?? 0)
}

export function loginState(exp: unknown, clock: SessionClock): LoginState {
  return isAccessTokenValid(exp, clock) ? 'logged_in' : 'public'
}
