import { describe, expect, it } from 'vitest'
import { idleDeadline, sessionPolicy, sessionTimeState } from './session-policy'

const minute = 60_000
const policy = sessionPolicy({ SESSION_IDLE_MINUTES: 5, SESSION_MAX_MINUTES: 30 })
const login = Date.UTC(2026, 10, 26, 12)
const at = (minutes: number) => login + minutes * minute

describe('session deadlines (idle 5 min, absolute 30 min)', () => {
  it.each([
    // last action, now → state, idle deadline (minutes after the login)
    [0, 0, 'active', 5],
    [0, 4.9, 'active', 5],
    [0, 5, 'idle', 5],
    [3, 7.9, 'active', 8],
    [3, 8, 'idle', 8],
    [27, 29, 'active', 30],
    [29, 29.5, 'active', 30],
    [29.9, 30, 'ended', 30],
    [40, 41, 'ended', 30],
  ] as const)('last action at %s, now %s → %s, ends at %s', (active, now, state, deadline) => {
    const times = { startedAtMs: login, lastActiveMs: at(active) }
    expect(sessionTimeState(times, at(now), policy)).toBe(state)
    expect(idleDeadline(times, policy)).toBe(at(deadline))
  })

  it('reads its limits from the configured minutes', () => {
    expect(sessionPolicy({ SESSION_IDLE_MINUTES: 0.2, SESSION_MAX_MINUTES: 1 })).toEqual({
      idleMs: 12_000,
      absoluteMs: 60_000,
    })
  })
})
