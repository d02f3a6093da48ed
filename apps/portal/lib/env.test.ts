import { afterEach, describe, expect, it, vi } from 'vitest'
import { edgeEnv, InvalidEnvironmentError, parseEdgeEnv, type RawEnv } from './edge-env'
import { parseServerVariables, serverEnv } from './env'

const secret = 'a-session-secret-of-at-least-32-characters'
const deployed = (portalEnv: string, extra: RawEnv = {}): RawEnv => ({
  PORTAL_ENV: portalEnv,
  SESSION_SECRET: secret,
  PORTAL_SITE_URL: 'https://www.savings-portal.example',
  ...extra,
})

function problems(raw: RawEnv): readonly string[] {
  try {
    parseEdgeEnv(raw)
    return []
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems
    throw error
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('parseEdgeEnv', () => {
  it('runs locally with nothing set: defaults for the environment and the session limits', () => {
    expect(parseEdgeEnv({})).toEqual({
      PORTAL_ENV: 'local',
      SESSION_IDLE_MINUTES: 5,
      SESSION_MAX_MINUTES: 30,
    })
  })

  it.each([
    [
      'trims text and drops empty values',
      { IDENTITY_ISSUER: ' http://i.test ', EDGE_CONFIG: ' ' },
      { IDENTITY_ISSUER: 'http://i.test', EDGE_CONFIG: undefined },
    ],
    [
      'strips trailing slashes of the API base',
      { PORTAL_API_BASE_URL: 'http://127.0.0.1:18080//' },
      { PORTAL_API_BASE_URL: 'http://127.0.0.1:18080' },
    ],
    [
      'reads the session limits in minutes',
      { SESSION_IDLE_MINUTES: '2', SESSION_MAX_MINUTES: '0.5' },
      { SESSION_IDLE_MINUTES: 2, SESSION_MAX_MINUTES: 0.5 },
    ],
    ['keeps a local session secret', { SESSION_SECRET: secret }, { SESSION_SECRET: secret }],
  ] as const)('%s', (_case, raw, expected) => {
    expect(parseEdgeEnv(raw)).toMatchObject(expected)
  })

  it.each(['development', 'staging', 'onboarding', 'production'])(
    'accepts %s with its secret and its origin',
    (name) => {
      expect(parseEdgeEnv(deployed(name)).PORTAL_ENV).toBe(name)
    },
  )

  it.each<[string, RawEnv, string[]]>([
    [
      'production without a session secret',
      deployed('production', { SESSION_SECRET: undefined }),
      ['SESSION_SECRET: required when PORTAL_ENV=production (at least 32 characters)'],
    ],
    [
      'staging without a site origin',
      deployed('staging', { PORTAL_SITE_URL: undefined }),
      [
        "PORTAL_SITE_URL: required when PORTAL_ENV=staging, as the site's http(s) origin (e.g. https://www.example.com)",
      ],
    ],
    [
      'onboarding with a site URL that is not an origin',
      deployed('onboarding', { PORTAL_SITE_URL: 'https://www.example.com/de-de' }),
      [
        "PORTAL_SITE_URL: required when PORTAL_ENV=onboarding, as the site's http(s) origin (e.g. https://www.example.com)",
      ],
    ],
    [
      'development with neither',
      { PORTAL_ENV: 'development' },
      [
        'SESSION_SECRET: required when PORTAL_ENV=development (at least 32 characters)',
        "PORTAL_SITE_URL: required when PORTAL_ENV=development, as the site's http(s) origin (e.g. https://www.example.com)",
      ],
    ],
    [
      'a short session secret, even locally',
      { SESSION_SECRET: 'too-short' },
      ['SESSION_SECRET: must have at least 32 characters'],
    ],
    [
      'an unknown environment',
      { PORTAL_ENV: 'prod' },
      ['PORTAL_ENV: must be one of local, development, staging, onboarding, production'],
    ],
    [
      'malformed values',
      { PORTAL_API_BASE_URL: 'localhost:8080', SESSION_IDLE_MINUTES: 'five' },
      [
        'PORTAL_API_BASE_URL: must be an http(s) URL',
        'SESSION_IDLE_MINUTES: must be a positive number',
      ],
    ],
  ])('refuses %s, naming each variable', (_case, raw, expected) => {
    expect(problems(raw)).toEqual(expected)
  })

  it('says what is wrong in its message', () => {
    expect(() => parseEdgeEnv({ PORTAL_ENV: 'production' })).toThrow(
      /environment variables are not usable:\n- SESSION_SECRET: required when PORTAL_ENV=production/,
    )
  })
})

describe('the parsed environment of the process', () => {
  it('follows a changed variable and stays the same object otherwise', () => {
    vi.stubEnv('PORTAL_API_BASE_URL', 'http://one.test/')
    const first = edgeEnv()
    expect(first.PORTAL_API_BASE_URL).toBe('http://one.test')
    expect(edgeEnv()).toBe(first)
    vi.stubEnv('PORTAL_API_BASE_URL', 'http://two.test')
    expect(edgeEnv().PORTAL_API_BASE_URL).toBe('http://two.test')
  })

  it('adds the server variables to the edge ones', () => {
    vi.stubEnv('TRACKING_COLLECTOR_UPSTREAM', ' http://collector.test ')
    vi.stubEnv('TRACKING_SINKS', '')
    expect(serverEnv()).toMatchObject({
      PORTAL_ENV: 'local',
      TRACKING_COLLECTOR_UPSTREAM: 'http://collector.test',
      TRACKING_SINKS: '',
    })
  })

  it('keeps an unset variable unset; the transaction services wait the spec’s 20000 ms', () => {
    expect(parseServerVariables({})).toEqual({ TRANSACTION_SERVICE_TIMEOUT_MS: 20_000 })
  })

  it('reads a shorter timeout of the transaction services and refuses one that is not a number', () => {
    expect(
      parseServerVariables({ TRANSACTION_SERVICE_TIMEOUT_MS: '3000' })
        .TRANSACTION_SERVICE_TIMEOUT_MS,
    ).toBe(3000)
    expect(() => parseServerVariables({ TRANSACTION_SERVICE_TIMEOUT_MS: 'soon' })).toThrow(
      'TRANSACTION_SERVICE_TIMEOUT_MS: must be a positive number',
    )
  })
})
