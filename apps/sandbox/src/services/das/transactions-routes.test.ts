import { BookingPage, SavingsOverview } from '@portal/api-clients/contracts/savings'
import { TransactionList } from '@portal/api-clients/contracts/transactions'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { closeDatabase, type Database } from '../../db/database'
import { demoPassword, getWithToken, logIn } from '../../test-support/identity-requests'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp } from '../../test-support/test-app'

let database: Database
let app: Hono
let testApp: Hono
let personalToken: string
let multiToken: string

const listPath = (customerId: string) => `/das/v2/customers/${customerId}/transactions`

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  const created = await createTestApp(database)
  app = created.app
  testApp = createApp(database, {
    identity: created.identity,
    logError: () => {},
    faultInjection: true,
  })
  personalToken = (await logIn(app, 'demo.personal@example.com', demoPassword)).access_token
  multiToken = (await logIn(app, 'demo.multi@example.com', demoPassword)).access_token
})
afterAll(() => closeDatabase(database))

const setDelay = (target: Hono, delayMs: unknown) =>
  target.request('/das/v2/sandbox/delay', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ delayMs }),
  })

describe('transaction list', () => {
  it('is the settlement account of the savings ledger: its lines, newest first', async () => {
    const response = await getWithToken(app, listPath('BAC_1000000001'), personalToken)
    expect(response.status).toBe(200)
    const list = TransactionList.parse(await response.json())
    expect(list.customerId).toBe('BAC_1000000001')
    expect(list.items.length).toBeGreaterThan(0)
    const ledger = BookingPage.parse(
      await (
        await getWithToken(
          app,
          '/das/v1/customers/BAC_1000000001/bookings?pageSize=200',
          personalToken,
        )
      ).json(),
    )
    const settlementLines = ledger.items.filter((item) => item.account === 'settlement')
    expect(list.items.map((item) => item.id)).toEqual(settlementLines.map((item) => item.id))
    const dates = list.items.map((item) => item.bookingDate)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('adds up to the settlement balance, never below zero on the way', async () => {
    const { items } = TransactionList.parse(
      await (
        await getWithToken(app, `${listPath('BAC_1000000001')}?limit=1000`, personalToken)
      ).json(),
    )
    let balance = 0
    for (const item of [...items].reverse()) {
      balance += item.direction === 'CREDIT' ? item.amount : -item.amount
      expect(balance, item.id).toBeGreaterThanOrEqual(0)
    }
    const overview = SavingsOverview.parse(
      await (
        await getWithToken(app, '/das/v1/customers/BAC_1000000001/savings', personalToken)
      ).json(),
    )
    expect(balance).toBe(
      overview.settlementAccounts.find((account) => account.currency === 'EUR')?.balance,
    )
    const placements = items.filter((item) => item.type === 'DEPOSIT_PLACEMENT')
    expect(placements.length).toBeGreaterThan(0)
    expect(placements.every((item) => item.direction === 'DEBIT' && item.counterparty)).toBe(true)
  })

  it('lists only as many of the newest as asked, and refuses a limit over 1,000', async () => {
    const all = TransactionList.parse(
      await (await getWithToken(app, listPath('BAC_1000000001'), personalToken)).json(),
    )
    const two = TransactionList.parse(
      await (
        await getWithToken(app, `${listPath('BAC_1000000001')}?limit=2`, personalToken)
      ).json(),
    )
    expect(two.items).toEqual(all.items.slice(0, 2))
    const tooMany = await getWithToken(
      app,
      `${listPath('BAC_1000000001')}?limit=1001`,
      personalToken,
    )
    expect(tooMany.status).toBe(400)
  })

  it('has no bookings for a customer account that is only registered', async () => {
    const response = await getWithToken(app, listPath('BAC_1000000005'), multiToken)
    expect(TransactionList.parse(await response.json()).items).toEqual([])
  })

  it('refuses another login’s customer with 403 and a request without token with 401', async () => {
    const foreign = await getWithToken(app, listPath('BAC_1000000002'), personalToken)
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toMatchObject({ code: 'unauthorized' })
    expect((await app.request(listPath('BAC_1000000001'))).status).toBe(401)
  })
})

describe('test-only slowdown', () => {
  it('does not exist without SANDBOX_FAULT_INJECTION', async () => {
    expect((await setDelay(app, 1000)).status).toBe(404)
  })

  it('is switched on and off over HTTP, the service still answering while slowed', async () => {
    expect((await setDelay(testApp, 50)).status).toBe(204)
    const slow = await getWithToken(testApp, listPath('BAC_1000000001'), personalToken)
    expect(slow.status).toBe(200)
    expect((await setDelay(testApp, 0)).status).toBe(204)
    expect((await setDelay(testApp, -5)).status).toBe(400)
    expect((await setDelay(testApp, 'slow')).status).toBe(400)
  })

  it('stops waiting when the client gives up', async () => {
    expect((await setDelay(testApp, 60_000)).status).toBe(204)
    const controller = new AbortController()
    const answer = testApp.request(listPath('BAC_1000000001'), {
      headers: { authorization: `Bearer ${personalToken}` },
      signal: controller.signal,
    })
    controller.abort()
    expect((await answer).status).toBe(200)
    expect((await setDelay(testApp, 0)).status).toBe(204)
  })
})
