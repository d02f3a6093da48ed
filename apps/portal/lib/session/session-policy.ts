import { edgeEnv } from '@/lib/edge-env'

/**
 * Session lifetimes. Idle: SESSION_IDLE_MINUTES (default 5, the PSD2 strong-authentication
 * limit on inactivity). Absolute: SESSION_MAX_MINUTES (default 30), after which the customer logs
 * in again however active, so a stolen session is bounded too. The warning dialog opens
 * `idleWarningMs` before the idle limit.
 */
export interface SessionPolicy {
  idleMs: number
  absoluteMs: number
}

export const idleWarningMs = 60_000

/** The minutes come parsed, with their defaults, from the env module (lib/edge-env). */
export function sessionPolicy(
  env: { SESSION_IDLE_MINUTES: number; SESSION_MAX_MINUTES: number } = edgeEnv(),
): SessionPolicy {
  return {
    idleMs: env.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: env.SESSION_MAX_MINUTES * 60_000,
  }
}

export interface SessionTimes {
  startedAtMs: number
  lastActiveMs: number
}

export type SessionTimeState = 'active' | 'idle' | 'ended'

/** Whether a session is still inside its idle and absolute limits at `nowMs`. */
export function sessionTimeState(
  times: SessionTimes,
  nowMs: number,
  policy: SessionPolicy,
): SessionTimeState {
  if (nowMs - times.startedAtMs >= policy.absoluteMs) return 'ended'
  if (nowMs - times.lastActiveMs >= policy.idleMs) return 'idle'
  return 'active'
}

/** When the session ends for inactivity, unless the customer acts: epoch ms. */
export function idleDeadline(times: SessionTimes, policy: SessionPolicy): number {
  return Math.min(times.lastActiveMs + policy.idleMs, times.startedAtMs + policy.absoluteMs)
}
