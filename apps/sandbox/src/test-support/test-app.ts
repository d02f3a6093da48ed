import type { Hono } from 'hono'
import { type AppOptions, createApp } from '../app'
import type { Database } from '../db/database'
import type { IdentityConfig } from '../identity/identity-config'
import { createIdentityProvider, type IdentityProvider } from '../identity/identity-provider'

export const testIssuer = 'http://sandbox.test/idp'

/** A clock tests can move: `now()` for the identity provider, `advance(ms)` to pass time. */
export function createTestClock(start = Date.UTC(2025, 0, 15, 9, 0, 0)) {
  let current = start
  return { now: () => current, advance: (ms: number) => (current += ms) }
}

export interface TestApp {
  app: Hono
  identity: IdentityProvider
}

/** The whole app on `database` with a deterministic identity provider for tests. */
export async function createTestApp(
  database: Database,
  overrides: Partial<IdentityConfig> = {},
  appOptions: Omit<AppOptions, 'identity'> = {},
): Promise<TestApp> {
  const config: IdentityConfig = {
    issuer: testIssuer,
    accessTokenTtlSeconds: 300,
    refreshTokenTtlSeconds: 3600,
    sessionMaxSeconds: 8 * 3600,
    refreshReuseGraceSeconds: 30,
    maxFailuresPerUsername: 5,
    maxFailuresPerClient: 20,
    failureWindowSeconds: 900,
    now: Date.now,
    ...overrides,
  }
  const identity = await createIdentityProvider(database.orm, config)
  return { app: createApp(database, { identity, logError: () => {}, ...appOptions }), identity }
}
