import { CurrentUser, MailConsents, Registration } from '@portal/api-clients/contracts/users'
import { Customer } from '@portal/domain'
import type { Hono } from 'hono'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, type Database } from '../../db/database'
import type { IdentityProvider } from '../../identity/identity-provider'
import {
  demoPassword,
  getWithToken,
  logIn,
  passwordGrant,
} from '../../test-support/identity-requests'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp, testIssuer } from '../../test-support/test-app'

let database: Database
let app: Hono
let identity: IdentityProvider
let multiToken: string
let personalToken: string

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  ;({ app, identity } = await createTestApp(database))
  multiToken = (await logIn(app, 'demo.multi@example.com', demoPassword)).access_token
  personalToken = (await logIn(app, 'demo.personal@example.com', demoPassword)).access_token
})
afterAll(() => closeDatabase(database))

function signed(claims: { iss?: string; aud?: string; exp?: number }) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ bac_number: ['BAC_1000000001'] })
    .setProtectedHeader({ alg: 'ES256', kid: identity.key.kid })
    .setSubject('user-person-0001')
    .setIssuer(claims.iss ?? testIssuer)
    .setAudience(claims.aud ?? 'savings-portal')
    .setIssuedAt(now - 600)
    .setExpirationTime(claims.exp ?? now + 60)
    .sign(identity.key.privateKey)
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('bearer check', () => {
  it.each([
    ['no header', async () => undefined],
    ['a garbage token', async () => 'not.a.jwt'],
    [
      'alg none',
      async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'x', bac_number: ['BAC_1000000001'], iss: testIssuer, aud: 'savings-portal', exp: 4e9 })}.`,
    ],
    ['a wrong issuer', () => signed({ iss: 'https://evil.example/idp' })],
    ['a wrong audience', () => signed({ aud: 'another-client' })],
    ['an expired token', () => signed({ exp: Math.floor(Date.now() / 1000) - 5 })],
  ])('answers %s with 401', async (_case, token) => {
    const value = await token()
    const headers: Record<string, string> = value ? { authorization: `Bearer ${value}` } : {}
    const response = await app.request('/cas/v1/customers/BAC_1000000001', { headers })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ status: 401, code: 'unauthenticated' })
  })
})

describe('customer ownership', () => {
  it('refuses another login’s customer with 403 unauthorized', async () => {
    const response = await getWithToken(app, '/cas/v1/customers/BAC_1000000003', personalToken)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ status: 403, code: 'unauthorized' })
  })

  it('serves all three customers of demo.multi, with embedded parts when asked', async () => {
    for (const id of ['BAC_1000000003', 'BAC_1000000004', 'BAC_1000000005']) {
      const path = `/cas/v1/customers/${id}?embed=all-persons,reference-accounts`
      const response = await getWithToken(app, path, multiToken)
      expect(response.status).toBe(200)
      const customer = Customer.parse(await response.json())
      expect(customer.id).toBe(id)
      expect(customer._embedded?.persons?.length).toBeGreaterThan(0)
      expect(customer._embedded?.referenceAccounts?.length).toBe(1)
    }
    const plain = await getWithToken(app, '/cas/v1/customers/BAC_1000000004', multiToken)
    expect(Customer.parse(await plain.json())._embedded).toBeUndefined()
  })
})

describe('user management', () => {
  it('answers users/me and the mail consents of the token’s user', async () => {
    const me = CurrentUser.parse(
      await (await getWithToken(app, '/ums/v1/users/me', multiToken)).json(),
    )
    expect(me).toMatchObject({
      username: 'demo.multi@example.com',
      bacNumbers: ['BAC_1000000003', 'BAC_1000000004', 'BAC_1000000005'],
    })
    const response = await getWithToken(app, '/ums/v1/mail/consents', multiToken)
    const { consents } = MailConsents.parse(await response.json())
    expect(consents).toContainEqual({ id: 'beta_program', valid: true })
    expect(consents).toContainEqual({ id: 'legal', valid: true })
  })

  it('registers a user who can then log in and read the new REGISTERED customer', async () => {
    const registration = {
      email: 'new.saver@example.com',
      password: 'Long-enough-passw0rd',
      firstName: 'Nova',
      lastName: 'Saver',
      accountType: 'PERSONAL',
    }
    const response = await postJson('/ums/v1/registrations', registration)
    expect(response.status).toBe(201)
    const created = Registration.parse(await response.json())
    const { access_token } = await logIn(app, 'new.saver@example.com', 'Long-enough-passw0rd')
    const customer = await getWithToken(
      app,
      `/cas/v1/customers/${created.customerId}`,
      access_token,
    )
    expect(Customer.parse(await customer.json())).toMatchObject({
      status: 'REGISTERED',
      type: 'PERSONAL',
    })

    const duplicate = await postJson('/ums/v1/registrations', {
      ...registration,
      email: 'NEW.saver@example.com',
    })
    expect(duplicate.status).toBe(409)
    const body = await duplicate.json()
    expect(body).toMatchObject({ status: 409, code: 'registrationNotPossible' })
    expect(body.message).not.toContain('new.saver')
  })

  it.each([
    ['a short password', { password: 'Short-1' }],
    ['a password without digits', { password: 'Only-letters-here' }],
    ['a bad email', { email: 'not-an-email' }],
    ['a JOINT account type', { accountType: 'JOINT' }],
  ])('refuses a registration with %s (400)', async (_case, change) => {
    const response = await postJson('/ums/v1/registrations', {
      email: 'other@example.com',
      password: 'Long-enough-passw0rd',
      firstName: 'O',
      lastName: 'Ther',
      accountType: 'BUSINESS',
      ...change,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalidRequest' })
  })
})

describe('login lockout over HTTP', () => {
  it('answers 429 with Retry-After after 5 failures; a later success resets the count', async () => {
    const client = { 'x-forwarded-for': '203.0.113.9' }
    for (let attempt = 0; attempt < 4; attempt++) {
      await passwordGrant(app, 'demo.business@example.com', 'Wrong-passw0rd', client)
    }
    expect(
      (await passwordGrant(app, 'demo.business@example.com', demoPassword, client)).status,
    ).toBe(200)
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await passwordGrant(
        app,
        'demo.business@example.com',
        'Wrong-passw0rd',
        client,
      )
      expect(response.status).toBe(400)
    }
    const locked = await passwordGrant(app, 'demo.business@example.com', demoPassword, client)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await locked.json()).toMatchObject({ status: 429, code: 'tooManyAttempts' })
  })
})

function postJson(path: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}
