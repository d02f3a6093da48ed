import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { identityErrorCodes } from '@portal/api-clients/contracts/identity'
import { userAccountErrorCodes } from '@portal/api-clients/contracts/user-account'
import { and, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, type Database } from '../db/database'
import {
  contactChanges,
  deposits,
  refreshTokens,
  savingsOrders,
  userSecurity,
  users,
} from '../db/schema'
import { demoPassword, logIn } from '../test-support/identity-requests'
import { openTestDatabase } from '../test-support/seeded-database'
import { createTestApp } from '../test-support/test-app'
import { bankDocumentSources } from './dds/bank-documents'

/**
 * Every route of the sandbox, walked from the app's own route table (a new route is walked too):
 * a route with a `:customerId` refuses another login's customer in the bank core, before its
 * service runs; a route of the signed-in login refuses a request without a token; every other
 * route is public and named here.
 */
const publicRoutes = new Set([
  'GET /health',
  // counts of requests served and tokens granted, for the load bench: no customer data
  'GET /health/requests',
  'POST /idp/oauth2/token',
  'POST /idp/oauth2/revoke',
  'GET /idp/.well-known/jwks.json',
  'GET /idp/.well-known/openid-configuration',
  'POST /ums/v1/registrations',
  // the link's token is the proof (a bearer token, when sent, only names who opened it)
  'POST /ums/v1/users/email-change/confirm',
  'GET /dbs/v1/offers',
  'GET /dbs/v1/offers/:offerId',
  'GET /dbs/v1/offers/:offerId/terms',
  'GET /dbs/v1/banks',
  'GET /dbs/v1/banks/:slug',
  'GET /cms/v1/pages/:slug',
  'GET /cms/v1/press-releases',
  'GET /cms/v1/press-releases/:slug',
  'GET /pia/api/v1/etfs/:isin/prices',
  'POST /pia/api/v1/store',
  'GET /pia/api/v1/store/:irclickid',
  'GET /assets/banks/:slug/logo.svg',
  'GET /assets/content/:file',
  'GET /assets/documents/:file',
  'POST /com.snowplowanalytics.snowplow/tp2',
  'GET /i',
  'GET /collector',
  'GET /collector/events',
  'DELETE /collector/events',
  // demo controls of a local sandbox and test-only fault controls (off in a deployed one)
  'GET /das/v1/sandbox/clock',
  'POST /das/v1/sandbox/clock/advance',
  'POST /das/v1/sandbox/incoming-transfers',
  'PUT /das/v2/sandbox/delay',
  'GET /scas/api/v2/sandbox/sms-outbox',
  'GET /ums/v1/sandbox/mail-outbox',
  'POST /ums/v1/sandbox/support/mtan-unlock',
  'POST /pom/api/v1/sandbox/bank-messages',
  'POST /kcps/api/v1/sandbox/cases/:caseId/decision',
  'GET /dbs/v1/sandbox/terms-unavailable',
  'PUT /dbs/v1/sandbox/offers/:offerId/rate',
  'GET /cockpits/:cockpit',
])

const ownLogin = (route: string) => /^\S+ \/ums\/v1\/(users\/me|mail\/consents)(\/|$)/.test(route)

let database: Database
let app: Hono
let personalToken: string
let multiToken: string

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  const depotDirectory = await mkdtemp(path.join(tmpdir(), 'sandbox-depot-'))
  const options = { demoControls: true, faultInjection: true, depotDirectory }
  app = (await createTestApp(database, {}, options)).app
  personalToken = (await logIn(app, 'demo.personal@example.com', demoPassword)).access_token
  multiToken = (await logIn(app, 'demo.multi@example.com', demoPassword)).access_token
})
afterAll(() => closeDatabase(database))

/** Each route once (a route's access rule and handler are listed apart), without middleware. */
function everyRoute(): { method: string; path: string; key: string }[] {
  const keys = new Set(
    app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
  )
  return [...keys].sort().map((key) => {
    const [method = '', routePath = ''] = key.split(' ')
    return { method, path: routePath, key }
  })
}

const call = (method: string, url: string, token?: string) =>
  app.request(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'GET' ? {} : { body: '{}' }),
  })

/** The path with the customer given and a placeholder for every other parameter. */
const pathFor = (routePath: string, customerId: string) =>
  routePath.replace(':customerId', customerId).replace(/:\w+/g, 'x1')

describe('every route of the sandbox', () => {
  it('is a customer route, a route of the signed-in login, or named public', () => {
    const unclassified = everyRoute()
      .map((route) => route.key)
      .filter((key) => !key.includes(':customerId') && !ownLogin(key) && !publicRoutes.has(key))
    expect(unclassified).toEqual([])
    expect(everyRoute().length).toBeGreaterThan(90)
  })

  it('refuses another login’s customer on every customer route, in every service', async () => {
    const answers: Record<string, string> = {}
    for (const route of everyRoute().filter((r) => r.path.includes(':customerId'))) {
      const response = await call(
        route.method,
        pathFor(route.path, 'BAC_1000000003'),
        personalToken,
      )
      const body = (await response.json()) as { code?: string }
      answers[route.key] = `${response.status} ${body.code}`
    }
    expect(Object.keys(answers).length).toBeGreaterThan(50)
    expect(Object.entries(answers).filter(([, answer]) => answer !== '403 unauthorized')).toEqual(
      [],
    )
  })

  it('refuses every customer route and every route of the login without a token', async () => {
    const guarded = everyRoute().filter((r) => r.path.includes(':customerId') || ownLogin(r.key))
    const answers = await Promise.all(
      guarded.map(async (route) => {
        const response = await call(route.method, pathFor(route.path, 'BAC_1000000001'))
        return `${route.key} ${response.status}`
      }),
    )
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([])
  })
})

describe('another customer’s resource under one’s own customer id', () => {
  it('answers 404, as if it did not exist', async () => {
    const owner = 'BAC_1000000001'
    const [deposit] = await database.orm
      .select()
      .from(deposits)
      .where(eq(deposits.customerId, owner))
    const [order] = await database.orm
      .select()
      .from(savingsOrders)
      .where(and(eq(savingsOrders.customerId, owner), eq(savingsOrders.status, 'pending_funding')))
    const [document] = await bankDocumentSources(database.orm, owner)
    expect([deposit?.id, order?.id, document?.id].every(Boolean)).toBe(true)
    const own = '/das/v1/customers/BAC_1000000004'
    const requests: [string, string][] = [
      ['GET', `${own}/deposits/${deposit?.id}`],
      ['PUT', `${own}/deposits/${deposit?.id}/prolongation`],
      ['POST', `${own}/deposits/${deposit?.id}/notice`],
      ['GET', `${own}/orders/${order?.id}`],
      ['POST', `${own}/orders/${order?.id}/cancellation`],
      ['GET', '/pom/api/v1/customers/BAC_1000000004/messages/MSG-0001'],
      ['PATCH', '/pom/api/v1/customers/BAC_1000000004/messages/MSG-0001'],
      ['GET', '/pom/api/v1/customers/BAC_1000000004/threads/THR-0001'],
      ['PUT', '/pom/api/v1/postbox/BAC_1000000004/messages/MSG-0001/read'],
      ['PATCH', '/pom/api/v1/customers/BAC_1000000004/notifications/NTF-0001'],
      ['GET', `/dds/api/v2/customers/BAC_1000000004/documents/${document?.id}`],
      ['GET', `/dds/api/v2/customers/BAC_1000000004/documents/${document?.id}/content`],
      ['GET', '/pia/api/v1/customers/BAC_1000000004/portfolios/PF-of-another'],
    ]
    const bodies: Record<string, unknown> = {
      PUT: { prolongation: 'NONE', read: true },
      PATCH: { read: true },
    }
    const answers = await Promise.all(
      requests.map(async ([method, url]) => {
        const response = await app.request(url, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${multiToken}` },
          ...(bodies[method] ? { body: JSON.stringify(bodies[method]) } : {}),
        })
        return `${method} ${url} ${response.status}`
      }),
    )
    expect(answers.filter((answer) => !answer.endsWith(' 404'))).toEqual([])
  })

  it('does not confirm another login’s mobile-number change', async () => {
    const [another] = await database.orm
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demo.multi@example.com'))
    await database.orm.insert(contactChanges).values({
      id: 'CHANGE-of-another',
      userId: another?.id ?? '',
      kind: 'mobile',
      newValue: '+4915112345678',
      secretHash: 'x',
      status: 'pending',
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    })
    const response = await app.request(
      '/ums/v1/users/me/mobile-number-change/CHANGE-of-another/confirm',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${personalToken}` },
        body: JSON.stringify({ mtan: '123456' }),
      },
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'changeNotFound' })
  })
})

describe('a login the bank no longer accepts', () => {
  const userIdOf = async (username: string) => {
    const [user] = await database.orm
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username))
    return user?.id ?? ''
  }

  /** The answer of every customer route for `customerId`, one route after the other. */
  async function answersOn(customerId: string, token: string) {
    const answers = new Set<string>()
    for (const route of everyRoute().filter((r) => r.path.includes(':customerId'))) {
      const response = await call(route.method, pathFor(route.path, customerId), token)
      const body = (await response.json()) as { code?: string }
      answers.add(`${response.status} ${body.code}`)
    }
    return [...answers]
  }

  it('is refused on every customer route once its session has ended', async () => {
    const token = (await logIn(app, 'demo.joint@example.com', demoPassword)).access_token
    await database.orm
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, await userIdOf('demo.joint@example.com')))
    expect(await answersOn('BAC_1000000002', token)).toEqual([
      `401 ${identityErrorCodes.unauthenticated}`,
    ])
  })

  it('is refused on every customer route, its own or another’s, while its account is blocked', async () => {
    const token = (await logIn(app, 'demo.business@example.com', demoPassword)).access_token
    const userId = await userIdOf('demo.business@example.com')
    await database.orm
      .insert(userSecurity)
      .values({ userId, blockedAt: new Date().toISOString() })
      .onConflictDoUpdate({
        target: userSecurity.userId,
        set: { blockedAt: new Date().toISOString() },
      })
    const blocked = `403 ${userAccountErrorCodes.accountBlocked}`
    expect(await answersOn('BAC_1000000003', token)).toEqual([blocked])
    expect(await answersOn('BAC_1000000001', token)).toEqual([blocked])
  })
})
