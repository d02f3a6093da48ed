import { depositsContract } from '@portal/api-clients/contracts/deposits'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, type Database } from './db/database'
import { openTestDatabase } from './test-support/seeded-database'
import { createTestApp } from './test-support/test-app'

let database: Database
let app: Hono

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  app = (await createTestApp(database)).app
})
afterAll(() => closeDatabase(database))

async function getJson(path: string) {
  const response = await app.request(path)
  return { status: response.status, body: await response.json() }
}

describe('routing', () => {
  it('answers the health check', async () => {
    expect(await getJson('/health')).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('counts the requests it served, health checks aside (the load bench reads it)', async () => {
    const before = (await getJson('/health/requests')).body.served
    await app.request('/das/v1/customers/BAC_1000000001/savings')
    await app.request('/health')
    const after = (await getJson('/health/requests')).body
    expect(after.served).toBe(before + 1)
    // without demo controls, no list of calls: their paths name customer accounts
    expect(after.recent).toEqual([])
  })

  it('lists the last calls with demo controls (a loopback sandbox), for the load bench', async () => {
    const demo = (await createTestApp(database, {}, { demoControls: true })).app
    await demo.request('/das/v1/customers/BAC_1000000001/savings')
    await demo.request('/health')
    const { served, recent } = await (await demo.request('/health/requests')).json()
    expect(recent.at(-1)).toEqual([served, 'GET', '/das/v1/customers/BAC_1000000001/savings'])
  })

  it.each([
    ['/foo/bar', 'foo'],
    ['/xyz', 'xyz'],
    ['/', ''],
  ])('answers %s with the unknown-service 404', async (path, service) => {
    const { status, body } = await getJson(path)
    expect(status).toBe(404)
    expect(body).toEqual({
      status: 404,
      error: 'Not Found',
      message: `Service [${service}] doesn't have a mock server configuration`,
      code: 'serviceNotConfigured',
    })
  })

  it.each(['/dbs/v1/unknown', '/pom/api/v1/messages', '/dbs/v2/offers'])(
    'answers a known service with an unknown path %s with a plain 404',
    async (path) => {
      const { status, body } = await getJson(path)
      expect(status).toBe(404)
      expect(body).toMatchObject({ status: 404, error: 'Not Found', code: 'notFound' })
    },
  )
})

describe('deposits service', () => {
  it('lists offers in the contract shape', async () => {
    const { status, body } = await getJson('/dbs/v1/offers?pageSize=5')
    expect(status).toBe(200)
    const page = depositsContract.listOffers.response.parse(body)
    expect(page.items).toHaveLength(5)
    expect(page.total).toBeGreaterThanOrEqual(600)
  })

  it('reads one offer and its bank by id and slug', async () => {
    const listed = depositsContract.listOffers.response.parse(
      (await getJson('/dbs/v1/offers?pageSize=1')).body,
    )
    const first = listed.items[0]
    expect(first).toBeDefined()
    const offer = await getJson(`/dbs/v1/offers/${first?.id}`)
    expect(depositsContract.getOffer.response.parse(offer.body)).toEqual(first)
    const bank = await getJson(`/dbs/v1/banks/${first?.bank.slug}`)
    expect(depositsContract.getBank.response.parse(bank.body).id).toBe(first?.bank.id)
  })

  it('lists all banks', async () => {
    const { body } = await getJson('/dbs/v1/banks')
    expect(depositsContract.listBanks.response.parse(body).items.length).toBeGreaterThanOrEqual(60)
  })

  it.each([
    ['/dbs/v1/offers/no-such-offer', 'offerNotFound'],
    ['/dbs/v1/banks/no-such-bank', 'bankNotFound'],
  ])('answers %s with a normalised 404', async (path, code) => {
    const { status, body } = await getJson(path)
    expect(status).toBe(404)
    expect(body).toMatchObject({ status: 404, error: 'Not Found', code })
  })

  it.each([
    'termMonths=abc',
    'productType=savings',
    'minRating=ZZZ',
    'pageSize=0',
    'page=-1',
    'amount=1.5',
    'flexgeld=yes',
    'sort=cheapest',
    'country=germany',
  ])('rejects the offers query %s with 400', async (query) => {
    const { status, body } = await getJson(`/dbs/v1/offers?${query}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ status: 400, error: 'Bad Request', code: 'invalidRequest' })
  })
})

describe('database unavailable', () => {
  it('answers 503 once the database is closed', async () => {
    await closeDatabase(database)
    const { status, body } = await getJson('/dbs/v1/offers')
    expect(status).toBe(503)
    expect(body).toMatchObject({ status: 503, code: 'serviceUnavailable' })
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'status'])
  })
})
