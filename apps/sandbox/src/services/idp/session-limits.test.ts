import { TokenResponse } from '@portal/api-clients/contracts/identity'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, type Database } from '../../db/database'
import { readIdentityConfig } from '../../identity/identity-config'
import {
  demoPassword,
  logIn,
  passwordGrant,
  refreshGrant,
} from '../../test-support/identity-requests'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp, createTestClock } from '../../test-support/test-app'

let database: Database
let app: Hono
const clock = createTestClock()
const minute = 60_000

// The defaults: 5 min access token, a 6 min refresh window (the portal's 5 min idle limit and a
// fifth of it: the portal renews the tokens on a customer's action once they are a minute old),
// 30 min session.
const { accessTokenTtlSeconds, refreshTokenTtlSeconds, sessionMaxSeconds } = readIdentityConfig(
  {},
  8080,
)
beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  const limits = { accessTokenTtlSeconds, refreshTokenTtlSeconds, sessionMaxSeconds }
  app = (await createTestApp(database, { now: clock.now, ...limits })).app
})
afterAll(() => closeDatabase(database))

async function rotate(refreshToken: string): Promise<TokenResponse> {
  const response = await refreshGrant(app, refreshToken)
  expect(response.status).toBe(200)
  return TokenResponse.parse(await response.json())
}

describe('session limits at the identity provider', () => {
  it('refreshes within the idle window and refuses a refresh after the session was left idle', async () => {
    const login = TokenResponse.parse(
      await (await passwordGrant(app, 'demo.personal@example.com', demoPassword)).json(),
    )
    expect(login.refresh_expires_in).toBe(6 * 60)
    clock.advance(5.5 * minute)
    const active = await rotate(login.refresh_token)

    clock.advance(6 * minute + 1000)
    const idle = await refreshGrant(app, active.refresh_token)
    expect(idle.status).toBe(400)
    expect(await idle.json()).toMatchObject({ error: 'invalid_grant', code: 'invalidGrant' })
  })

  it('caps a family at the absolute limit however often it rotates', async () => {
    const login = await logIn(app, 'demo.joint@example.com', demoPassword)
    let token = login.refresh_token
    for (let elapsed = 4; elapsed < 28; elapsed += 4) {
      clock.advance(4 * minute)
      token = (await rotate(token)).refresh_token
    }
    clock.advance(4 * minute) // 28 minutes after the login
    const last = await rotate(token)
    expect(last.refresh_expires_in).toBe(2 * 60)

    clock.advance(2 * minute)
    expect((await refreshGrant(app, last.refresh_token)).status).toBe(400)
  })
})
