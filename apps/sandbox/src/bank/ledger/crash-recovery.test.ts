import { createServer } from 'node:net'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, idempotencyRecords, savingsOrders } from '../../db/schema'
import { type CrashDatabase, crashEngines } from '../../test-support/crash-databases'
import { demoPassword } from '../../test-support/identity-requests'
import { findOffer, referenceIbanOf } from '../../test-support/ledger-fixtures'
import {
  killHard,
  restartSandboxProcess,
  type SandboxProcess,
  startSandboxProcess,
} from '../../test-support/sandbox-process'
import { checkLedger } from './ledger-invariants'

const customerId = 'BAC_1000000004'

async function logIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/idp/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'demo.multi@example.com',
      password: demoPassword,
      client_id: 'savings-portal',
    }),
  })
  return ((await response.json()) as { access_token: string }).access_token
}

describe.each(crashEngines)('kill -9 during a stream of orders and transfers (%s)', (_, open) => {
  let database: CrashDatabase
  let port: number
  beforeAll(async () => {
    database = await open()
    port = await freePort()
  })
  afterAll(() => database.dispose())

  it('loses and doubles nothing: every acknowledged order and transfer survives, a replayed key gives its order once', async () => {
    const { offer, referenceIban } = await database.read(async (db) => ({
      offer: await findOffer(db, 'overnight_deposit', 100_000),
      referenceIban: await referenceIbanOf(db, customerId),
    }))
    const env = { ...database.env, SANDBOX_DEMO_CONTROLS: '1' }
    let sandbox: SandboxProcess = await startSandboxProcess(port, env)
    const token = await logIn(sandbox.baseUrl)
    const keys = Array.from({ length: 40 }, (_, index) => `crash-${index}`)
    const send = (baseUrl: string, key: string) =>
      fetch(`${baseUrl}/das/v1/customers/${customerId}/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ offerId: offer.id, amount: 100_000 }),
      })
    const transfer = (baseUrl: string) =>
      fetch(`${baseUrl}/das/v1/sandbox/incoming-transfers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          customerId,
          fromIban: referenceIban,
          amount: 150_000,
          currency: 'EUR',
        }),
      })
    // what the sandbox answered before it died: those it must still know after the restart
    const acknowledgedOrders = new Map<string, string>()
    const acknowledgedBookings: string[] = []
    const stream = keys.map(async (key) => {
      await Promise.allSettled([
        send(sandbox.baseUrl, key).then(async (response) => {
          const body = (await response.json()) as { id: string }
          if (response.status === 201) acknowledgedOrders.set(key, body.id)
        }),
        transfer(sandbox.baseUrl).then(async (response) => {
          const body = (await response.json()) as { status: string; bookingIds: string[] }
          if (response.status === 200 && body.status === 'credited')
            acknowledgedBookings.push(...body.bookingIds)
        }),
      ])
    })
    let streamEnded = false
    const ended = Promise.allSettled(stream).then(() => {
      streamEnded = true
    })
    // killed once some of each are acknowledged and the rest still on their way
    while (!streamEnded && (acknowledgedOrders.size < 5 || acknowledgedBookings.length < 5))
      await new Promise((resolve) => setTimeout(resolve, 5))
    await killHard(sandbox)
    await ended
    expect(acknowledgedOrders.size).toBeGreaterThanOrEqual(5)
    const survived = await database.read((db) =>
      db.orm
        .select({ id: savingsOrders.id })
        .from(savingsOrders)
        .where(eq(savingsOrders.customerId, customerId)),
    )
    // the kill came mid-stream: some orders were never taken
    expect(survived.length).toBeLessThan(keys.length)

    sandbox = await restartSandboxProcess(port, env)
    let replayed: string[]
    try {
      replayed = await Promise.all(
        keys.map(
          async (key) => ((await (await send(sandbox.baseUrl, key)).json()) as { id: string }).id,
        ),
      )
    } finally {
      await killHard(sandbox)
    }
    expect(new Set(replayed).size).toBe(keys.length)
    for (const [key, id] of acknowledgedOrders) expect(replayed[keys.indexOf(key)], key).toBe(id)
    await database.read(async (db) => {
      const orders = await db.orm
        .select({ id: savingsOrders.id })
        .from(savingsOrders)
        .where(eq(savingsOrders.customerId, customerId))
      expect(orders.map((order) => order.id).sort()).toEqual([...replayed].sort())
      const records = await db.orm
        .select()
        .from(idempotencyRecords)
        .where(eq(idempotencyRecords.customerId, customerId))
      expect(records.every((record) => record.status === 201)).toBe(true)
      const stored = await db.orm
        .select({ id: bookings.id, type: bookings.type })
        .from(bookings)
        .where(inArray(bookings.id, acknowledgedBookings))
      expect(stored.map((booking) => booking.id).sort()).toEqual([...acknowledgedBookings].sort())
      expect(stored.every((booking) => booking.type === 'TRANSFER_IN')).toBe(true)
      const check = await checkLedger(db.orm)
      expect(Object.values(check.sums).every((sum) => sum === 0)).toBe(true)
      expect(check.negativeCustomerAccounts).toEqual([])
    })
  }, 120_000)
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}
