import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxClock } from '../../clock/sandbox-clock'
import type { Database } from '../../db/database'
import { demoPassword, logIn } from '../../test-support/identity-requests'
import { findOffer, ledgerTestStart } from '../../test-support/ledger-fixtures'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp } from '../../test-support/test-app'

let database: Database
let app: Hono
let orderBody: { offerId: string; amount: number }

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  const clock = createSandboxClock(database.orm, () => ledgerTestStart)
  app = (await createTestApp(database, {}, { demoControls: true, clock })).app
  orderBody = { offerId: (await findOffer(database, 'term_deposit', 500_000)).id, amount: 500_000 }
})
afterAll(() => database.close())

async function answer(username: string, path: string, body: unknown) {
  const token = (await logIn(app, username, demoPassword)).access_token
  const response = await app.request(path, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `${username}-${path}`,
    },
    body: JSON.stringify(body),
  })
  const { code } = (await response.json()) as { code?: string }
  return { status: response.status, code }
}

const withdrawal = {
  currency: 'EUR',
  amount: 1_000,
  payeeIban: 'DE89370400440532013000',
  scaChallengeId: 'none-yet',
}

// The roles table (README): what each seeded person may do on the savings service.
describe('roles on the savings service', () => {
  it.each([
    ['account holder, personal', 'demo.multi@example.com', 'BAC_1000000004'],
    ['account holder, joint', 'demo.joint@example.com', 'BAC_1000000002'],
    ['legal representative, business', 'demo.business@example.com', 'BAC_1000000003'],
    ['authorised person, business', 'demo.multi@example.com', 'BAC_1000000003'],
  ])('lets this role order a deposit: %s', async (_role, username, customerId) => {
    const { status } = await answer(username, `/das/v1/customers/${customerId}/orders`, orderBody)
    expect(status).toBe(201)
  })

  it('refuses an order on an account whose roles are only requested (still onboarding)', async () => {
    const path = '/das/v1/customers/BAC_1000000005/orders'
    expect(await answer('demo.multi@example.com', path, orderBody)).toEqual({
      status: 403,
      code: 'actionNotPermitted',
    })
  })

  it('refuses a withdrawal by an authorised person of a business account', async () => {
    const path = '/das/v1/customers/BAC_1000000003/withdrawals'
    expect(await answer('demo.multi@example.com', path, withdrawal)).toEqual({
      status: 403,
      code: 'actionNotPermitted',
    })
  })

  it.each([
    ['account holder, personal', 'demo.multi@example.com', 'BAC_1000000004'],
    ['legal representative, business', 'demo.business@example.com', 'BAC_1000000003'],
  ])('lets this role withdraw (then the mTAN decides): %s', async (_role, username, customerId) => {
    const { status, code } = await answer(
      username,
      `/das/v1/customers/${customerId}/withdrawals`,
      withdrawal,
    )
    expect(code).not.toBe('actionNotPermitted')
    expect(status).not.toBe(403)
  })
})
