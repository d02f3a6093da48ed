import { describe, expect, it } from 'vitest'
import type { SessionResolution } from '@/lib/session/resolve-session'
import { type GuardDecision, guard, needsSession } from './guard'

const loggedIn: SessionResolution = {
  state: 'logged_in',
  identity: { sub: 'u1', bacNumbers: ['BAC_1'], exp: 1 },
  accessToken: 't',
  writes: [],
}
const ended = (end: 'none' | 'idle' | 'ended' | 'invalid' | 'unavailable'): SessionResolution => ({
  state: 'public',
  end,
  writes: [],
})

describe('guard', () => {
  it.each<[string, boolean, boolean, boolean, SessionResolution | null, GuardDecision]>([
    ['public page, no session', false, false, false, null, { type: 'render', identityDown: false }],
    [
      'public page, idle session',
      false,
      false,
      false,
      ended('idle'),
      { type: 'render', identityDown: false },
    ],
    [
      'customer page, logged in',
      true,
      true,
      false,
      loggedIn,
      { type: 'render', identityDown: false },
    ],
    ['customer page, no cookie', true, true, false, null, { type: 'login', end: 'none' }],
    ['customer page, idle', true, true, false, ended('idle'), { type: 'login', end: 'idle' }],
    ['customer page, ended', true, true, false, ended('ended'), { type: 'login', end: 'ended' }],
    [
      'customer page, forged',
      true,
      true,
      false,
      ended('invalid'),
      { type: 'login', end: 'invalid' },
    ],
    [
      'customer page, identity provider down',
      true,
      true,
      false,
      ended('unavailable'),
      { type: 'render', identityDown: true },
    ],
    [
      'prefetch, identity provider down',
      true,
      true,
      true,
      ended('unavailable'),
      { type: 'login', end: 'none' },
    ],
    [
      'set password, identity provider down',
      true,
      false,
      false,
      ended('unavailable'),
      { type: 'login', end: 'none' },
    ],
  ])('%s', (_case, protectedPath, customerArea, prefetch, session, decision) => {
    expect(guard({ protectedPath, customerArea, prefetch, session })).toEqual(decision)
  })

  it.each([
    [true, 0, true],
    [false, 0, false],
    [false, 2, true],
  ])('protected %s with %i cookies reads the session: %s', (protectedPath, cookies, expected) => {
    expect(needsSession(protectedPath, cookies)).toBe(expected)
  })
})
