import { describe, expect, it } from 'vitest'
import { sessionSecret } from './session-meta'

const secret = 'a-session-secret-of-at-least-32-characters'
const text = (key: Uint8Array | null) => (key ? new TextDecoder().decode(key) : null)

describe('sessionSecret', () => {
  it.each([
    ['local without a secret: the development value', {}, /^development-only-/],
    ['local with a secret: the secret', { SESSION_SECRET: secret }, secret],
    [
      'deployed with a secret: the secret',
      { PORTAL_ENV: 'production', SESSION_SECRET: secret },
      secret,
    ],
  ])('%s', (_case, env, expected) => {
    expect(text(sessionSecret(env))).toMatch(expected)
  })

  it.each(['development', 'staging', 'onboarding', 'production'])(
    'never falls back to the development value when %s (no session is accepted)',
    (portalEnv) => {
      expect(sessionSecret({ PORTAL_ENV: portalEnv })).toBeNull()
      expect(sessionSecret({ PORTAL_ENV: portalEnv, SESSION_SECRET: 'short' })).toBeNull()
    },
  )
})
