import type { ChangedOffer } from '@portal/api-clients/contracts/revalidation'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { closeDatabase, type Database } from '../../db/database'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp } from '../../test-support/test-app'

let database: Database
let app: Hono
let faultApp: Hono
const told: ChangedOffer[][] = []
let offerId = ''

const changeRate = (target: Hono, id: string, body: unknown) =>
  target.request(`/dbs/v1/sandbox/offers/${id}/rate`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  const created = await createTestApp(database)
  app = created.app
  faultApp = createApp(database, {
    identity: created.identity,
    logError: () => {},
    faultInjection: true,
    portalNotifier: {
      offersChanged: async (offers) => {
        told.push([...offers])
        return true
      },
    },
  })
  const list = await (await app.request('/dbs/v1/offers?country=DE&pageSize=1')).json()
  offerId = list.items[0].id
})
afterAll(() => closeDatabase(database))

describe('changing an offer rate (sandbox only)', () => {
  it('stores the rate, tells the portal which offer, bank and country changed', async () => {
    const response = await changeRate(faultApp, offerId, { rate: '0.0987' })
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer).toMatchObject({ offerId, rate: '0.0987', notified: true, countryCode: 'DE' })
    expect(told.at(-1)).toEqual([{ offerId, bankSlug: answer.bankSlug, countryCode: 'DE' }])
    const offer = await (await app.request(`/dbs/v1/offers/${offerId}`)).json()
    expect(offer.effectiveRate).toBe('0.0987')
  })

  it('can leave the portal untold', async () => {
    const before = told.length
    const answer = await (
      await changeRate(faultApp, offerId, { rate: '0.01', notifyPortal: false })
    ).json()
    expect(answer.notified).toBe(false)
    expect(told).toHaveLength(before)
  })

  it.each([
    [{ rate: '4 %' }, 400],
    [{}, 400],
  ])('refuses %j with %i', async (body, status) => {
    expect((await changeRate(faultApp, offerId, body)).status).toBe(status)
  })

  it('answers 404 for an unknown offer', async () => {
    expect((await changeRate(faultApp, 'no-such-offer', { rate: '0.01' })).status).toBe(404)
  })

  it('does not exist without SANDBOX_FAULT_INJECTION', async () => {
    expect((await changeRate(app, offerId, { rate: '0.5' })).status).toBe(404)
  })
})
