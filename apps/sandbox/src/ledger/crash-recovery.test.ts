import { createServer } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { openPostgresDatabase } from '../db/postgres-database'
import { idempotencyRecords, savingsOrders } from '../db/schema'
import { demoPassword } from '../test-support/identity-requests'
import { findOffer, referenceIbanOf } from '../test-support/ledger-fixtures'
import { createPostgresTestDatabase } from '../test-support/postgres-test-database'
import { killHard, type SandboxProcess, startSandboxProcess } from '../test-support/sandbox-process'
import { checkLedger } from './ledger-invariants'

const customerId = 'BAC_1000000004'

let url: string
let database: Database
let port: number
beforeAll(async () => {
  url = await createPostgresTestDatabase()
  database = openPostgresDatabase(url)
  port = await freePort()
})
afterAll(() => database.close())

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

describe('kill -9 during a stream of orders and transfers (PostgreSQL)', () => {
  it('loses and doubles nothing: replaying every key after the restart gives one order per key', async () => {
    const offer = await findOffer(database, 'overnight_deposit', 100_000)
    const referenceIban = await referenceIbanOf(database, customerId)
    const env = { DATABASE_URL: url, SANDBOX_DEMO_CONTROLS: '1' }
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
    let answered = 0
    const stream = keys.map(async (key) => {
      const responses = await Promise.allSettled([
        send(sandbox.baseUrl, key),
        transfer(sandbox.baseUrl),
      ])
      answered += responses.filter((result) => result.status === 'fulfilled').length
    })
    while (answered < 20) await new Promise((resolve) => setTimeout(resolve, 10))
    await killHard(sandbox)
    await Promise.allSettled(stream)
    const survived = await database.orm
      .select({ id: savingsOrders.id })
      .from(savingsOrders)
      .where(eq(savingsOrders.customerId, customerId))
    // the kill came mid-stream: some orders were never taken
    expect(survived.length).toBeLessThan(keys.length)
    sandbox = await startSandboxProcess(port, env)
    try {
      const replayed = await Promise.all(
        keys.map(
          async (key) => ((await (await send(sandbox.baseUrl, key)).json()) as { id: string }).id,
        ),
      )
      const orders = await database.orm
        .select({ id: savingsOrders.id })
        .from(savingsOrders)
        .where(eq(savingsOrders.customerId, customerId))
      expect(new Set(replayed).size).toBe(keys.length)
      expect(orders.map((order) => order.id).sort()).toEqual([...replayed].sort())
      const records = await database.orm
        .select()
        .from(idempotencyRecords)
        .where(eq(idempotencyRecords.customerId, customerId))
      expect(records.every((record) => record.status === 201)).toBe(true)
      const check = await checkLedger(database.orm)
      expect(Object.values(check.sums).every((sum) => sum === 0)).toBe(true)
      expect(check.negativeCustomerAccounts).toEqual([])
    } finally {
      await killHard(sandbox)
    }
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
