import { OAuthErrorBody, TokenResponse } from '@portal/api-clients/contracts/identity'
import { AccessTokenClaims } from '@portal/domain'
import type { Hono } from 'hono'
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, type Database } from '../../db/database'
import {
  demoPassword,
  getWithToken,
  logIn,
  passwordGrant,
  postForm,
  refreshGrant,
} from '../../test-support/identity-requests'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp, createTestClock, testIssuer } from '../../test-support/test-app'

let database: Database
let app: Hono
const clock = createTestClock()

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  app = (await createTestApp(database, { now: clock.now, accessTokenTtlSeconds: 120 })).app
})
afterAll(() => closeDatabase(database))

describe('password grant', () => {
  it('issues tokens whose claims verify against the published JWKS', async () => {
    const response = await passwordGrant(app, 'demo.multi@example.com', demoPassword)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const tokens = TokenResponse.parse(await response.json())
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 120,
      refresh_expires_in: 3600,
    })
    expect(tokens.server_time).toBe(clock.now())

    const jwks = await (await app.request('/idp/.well-known/jwks.json')).json()
    const { payload, protectedHeader } = await jwtVerify(
      tokens.access_token,
      createLocalJWKSet(jwks),
      { issuer: testIssuer, audience: 'savings-portal', currentDate: new Date(clock.now()) },
    )
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: jwks.keys[0].kid })
    const claims = AccessTokenClaims.parse(payload)
    expect(claims.bac_number).toEqual(['BAC_1000000003', 'BAC_1000000004', 'BAC_1000000005'])
    expect(claims.sub).toMatch(/^user-/)
    expect(claims.exp - (payload.iat ?? 0)).toBe(120)
  })

  it('accepts a JSON body too', async () => {
    const response = await app.request('/idp/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: 'DEMO.PERSONAL@example.com',
        password: demoPassword,
        client_id: 'savings-portal',
      }),
    })
    expect(response.status).toBe(200)
  })

  it('answers a wrong password and an unknown user with the same status and body', async () => {
    const wrong = await passwordGrant(app, 'demo.joint@example.com', 'Not-The-Password-9')
    const unknown = await passwordGrant(app, 'nobody@example.com', 'Not-The-Password-9')
    expect(wrong.status).toBe(400)
    expect(unknown.status).toBe(400)
    const wrongBody = OAuthErrorBody.parse(await wrong.json())
    expect(wrongBody).toEqual(OAuthErrorBody.parse(await unknown.json()))
    expect(wrongBody).toMatchObject({ error: 'invalid_grant', code: 'invalidGrant' })
  })

  it('rejects an unknown client id and a missing grant type with 400', async () => {
    const form = { grant_type: 'password', username: 'a', password: 'b', client_id: 'other' }
    expect((await postForm(app, '/idp/oauth2/token', form)).status).toBe(400)
    expect((await postForm(app, '/idp/oauth2/token', { username: 'a' })).status).toBe(400)
  })
})

describe('refresh grant', () => {
  it('rotates: the new token works, the used one is refused and then kills the family', async () => {
    const first = await logIn(app, 'demo.personal@example.com', demoPassword)
    const rotated = await refreshGrant(app, first.refresh_token)
    expect(rotated.status).toBe(200)
    const second = TokenResponse.parse(await rotated.json())
    expect(second.refresh_token).not.toBe(first.refresh_token)

    // after the reuse grace: a replay
    clock.advance(31_000)
    const replay = await refreshGrant(app, first.refresh_token)
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({ code: 'invalidGrant' })
    // The replay revoked the family, so the legitimate successor is dead as well.
    expect((await refreshGrant(app, second.refresh_token)).status).toBe(400)
  })

  it('gives a used token back within the grace a successor of its login (its answer was lost)', async () => {
    const first = await logIn(app, 'demo.personal@example.com', demoPassword)
    const rotated = await refreshGrant(app, first.refresh_token)
    expect(rotated.status).toBe(200)
    const lost = TokenResponse.parse(await rotated.json())
    clock.advance(10_000)
    const again = await refreshGrant(app, first.refresh_token)
    expect(again.status).toBe(200)
    const kept = TokenResponse.parse(await again.json())
    expect(kept.refresh_token).not.toBe(lost.refresh_token)
    expect((await refreshGrant(app, kept.refresh_token)).status).toBe(200)

    // past the grace the same token is a replay: the whole login ends
    clock.advance(25_000)
    expect((await refreshGrant(app, first.refresh_token)).status).toBe(400)
    expect((await refreshGrant(app, lost.refresh_token)).status).toBe(400)
  })

  it('refuses an expired refresh token', async () => {
    const tokens = await logIn(app, 'demo.personal@example.com', demoPassword)
    clock.advance(3601 * 1000)
    expect((await refreshGrant(app, tokens.refresh_token)).status).toBe(400)
  })

  it('revoke always answers 200 and logs the session out', async () => {
    const tokens = await logIn(app, 'demo.personal@example.com', demoPassword)
    const revoked = await postForm(app, '/idp/oauth2/revoke', { token: tokens.refresh_token })
    expect(revoked.status).toBe(200)
    expect((await refreshGrant(app, tokens.refresh_token)).status).toBe(400)
    const unknown = await postForm(app, '/idp/oauth2/revoke', { token: 'never-issued' })
    expect(unknown.status).toBe(200)
  })
})

describe('access token lifetime and discovery', () => {
  it('is accepted until its TTL passes, then answered with 401', async () => {
    const { access_token } = await logIn(app, 'demo.personal@example.com', demoPassword)
    expect((await getWithToken(app, '/ums/v1/users/me', access_token)).status).toBe(200)
    clock.advance(121 * 1000)
    const expired = await getWithToken(app, '/ums/v1/users/me', access_token)
    expect(expired.status).toBe(401)
    expect(await expired.json()).toMatchObject({ status: 401, code: 'unauthenticated' })
  })

  it('publishes the discovery document and a stable kid', async () => {
    const config = await (await app.request('/idp/.well-known/openid-configuration')).json()
    expect(config).toMatchObject({
      issuer: testIssuer,
      jwks_uri: `${testIssuer}/.well-known/jwks.json`,
      token_endpoint: `${testIssuer}/oauth2/token`,
      revocation_endpoint: `${testIssuer}/oauth2/revoke`,
    })
    const { access_token } = await logIn(app, 'demo.personal@example.com', demoPassword)
    const again = await createTestApp(database)
    expect(again.identity.key.kid).toBe(decodeProtectedHeader(access_token).kid)
  })
})
