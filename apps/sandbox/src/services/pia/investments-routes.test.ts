import {
  custodyIban,
  InvestmentsOverview,
  Portfolio,
} from '@portal/api-clients/contracts/investments'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountIds } from '../../bank/ledger/ledger-accounts'
import { checkLedger } from '../../bank/ledger/ledger-invariants'
import { createSandboxClock } from '../../clock/sandbox-clock'
import type { Database } from '../../db/database'
import { ledgerAccounts } from '../../db/schema'
import { demoPassword, logIn } from '../../test-support/identity-requests'
import { ledgerTestStart } from '../../test-support/ledger-fixtures'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp } from '../../test-support/test-app'

const customerId = 'BAC_1000000004'
let database: Database
let app: Hono
let token: string

const willing = {
  knowledge: 'good',
  experience: 'equities',
  horizon: 'overTenYears',
  lossTolerance: 'upTo25',
  financialSituation: 'reserveAndSurplus',
} as const

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  const clock = createSandboxClock(database.orm, () => ledgerTestStart)
  app = (await createTestApp(database, {}, { demoControls: true, clock })).app
  token = (await logIn(app, 'demo.multi@example.com', demoPassword)).access_token
})
afterAll(() => database.close())

const call = (method: string, path: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** A verified mTAN for `amount` to the custody account, read from the SMS outbox. */
async function verifiedChallenge(amount: number): Promise<string> {
  const payment = { amount, currency: 'EUR', payeeIban: custodyIban }
  const challenge = (await (
    await call('POST', `/scas/api/v2/customers/${customerId}/challenges`, payment)
  ).json()) as { challengeId: string }
  const outbox = (await (
    await call('GET', `/scas/api/v2/sandbox/sms-outbox?customerId=${customerId}`)
  ).json()) as { messages: { challengeId: string; text: string }[] }
  const text = outbox.messages.find((m) => m.challengeId === challenge.challengeId)?.text ?? ''
  // the SMS names the order as an investment, never a payout to the custody account
  expect(text).toMatch(/investment|Geldanlage/)
  expect(text).not.toMatch(/payout|Auszahlung/)
  const code = /mTAN (\d{6})/.exec(text)?.[1]
  const verified = await call(
    'POST',
    `/scas/api/v2/customers/${customerId}/challenges/${challenge.challengeId}/verification`,
    { ...payment, code },
  )
  expect(verified.status).toBe(200)
  return challenge.challengeId
}

const orders = `/pia/api/v1/customers/${customerId}/investment-orders`

/** A ledger account's balance (0 for an account not opened yet). */
async function balanceOf(accountId: string): Promise<number> {
  const [row] = await database.orm
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
  return row?.balance ?? 0
}

/** The ledger's audit: every currency at zero, balances equal to their bookings, no floor broken. */
async function expectBalancedLedger() {
  const check = await checkLedger(database.orm)
  expect(Object.values(check.sums).every((sum) => sum === 0)).toBe(true)
  expect(check.negativeCustomerAccounts).toEqual([])
  expect(check.driftingAccounts).toEqual([])
}

const reference = accountIds.reference(customerId, 'EUR')

describe('portfolio service /pia/api/v1', () => {
  let portfolioId = ''

  it('refuses a class the answers do not allow, with the reasons, and orders nothing', async () => {
    const answer = await call('POST', orders, {
      riskClass: '100',
      answers: { ...willing, horizon: 'threeToFiveYears' },
      oneTimeAmount: 1_000_000,
      challengeId: 'none',
    })
    expect(answer.status).toBe(422)
    expect(await answer.json()).toMatchObject({ code: 'unsuitableClass' })
  })

  it('needs a verified mTAN for exactly the amount', async () => {
    const challengeId = await verifiedChallenge(999_900)
    const answer = await call('POST', orders, {
      riskClass: '70',
      answers: willing,
      oneTimeAmount: 1_000_000,
      challengeId,
    })
    expect(answer.status).toBe(403)
    expect(await answer.json()).toMatchObject({ code: 'authenticationRequired' })
  })

  it('places a one-time order pending until the next bank day, with a savings plan', async () => {
    const referenceBefore = await balanceOf(reference)
    const challengeId = await verifiedChallenge(1_000_000)
    const answer = await call('POST', orders, {
      riskClass: '70',
      answers: willing,
      oneTimeAmount: 1_000_000,
      savingsPlan: { amount: 10_000, dayOfMonth: 31 },
      challengeId,
    })
    expect(answer.status).toBe(201)
    const portfolio = Portfolio.parse(await answer.json())
    portfolioId = portfolio.id
    expect(portfolio).toMatchObject({ value: 0, invested: 0, riskClass: '70' })
    expect(portfolio.pendingOrders).toMatchObject([
      { amount: 1_000_000, placedOn: '2026-11-23', executionDate: '2026-11-24' },
    ])
    // day 31 in November: due on the 30th (a Monday)
    expect(portfolio.savingsPlan).toMatchObject({ dayOfMonth: 31, nextExecution: '2026-11-30' })
    // the ledger took the amount from the home bank into the portfolio's cash, nothing invested
    expect(await balanceOf(reference)).toBe(referenceBefore - 1_000_000)
    expect(await balanceOf(accountIds.portfolioCash(portfolioId))).toBe(1_000_000)
    expect(await balanceOf(accountIds.custody(portfolioId))).toBe(0)
    await expectBalancedLedger()
    // the mTAN is used up: the same request again orders nothing
    expect(
      (
        await call('POST', orders, {
          riskClass: '70',
          answers: willing,
          oneTimeAmount: 1_000_000,
          challengeId,
        })
      ).status,
    ).toBe(403)
  })

  it('executes at the next closing prices, runs the plan and books the monthly fee', async () => {
    await call('POST', '/das/v1/sandbox/clock/advance', { days: 45 })
    const overview = InvestmentsOverview.parse(
      await (await call('GET', `/pia/api/v1/customers/${customerId}/portfolios`)).json(),
    )
    const [portfolio] = overview.portfolios
    expect(portfolio?.pendingOrders).toEqual([])
    expect(portfolio?.invested).toBe(1_000_000 + 10_000 * 2)
    expect(portfolio?.holdings).toHaveLength(7)
    expect(portfolio?.costsPaid).toBeGreaterThan(0)
    // a month's fee on about €10,200 at 0.60 % a year is about €5
    expect(portfolio?.costsPaid).toBeLessThan(2 * 600)
    expect(portfolio?.history.length).toBeGreaterThanOrEqual(2)
    // everything paid in is invested; custody holds it less the fees the manager took
    expect(await balanceOf(accountIds.portfolioCash(portfolioId))).toBe(0)
    expect(await balanceOf(accountIds.custody(portfolioId))).toBe(
      (portfolio?.invested ?? 0) - (portfolio?.costsPaid ?? 0),
    )
    expect(await balanceOf(accountIds.feeIncome('EUR'))).toBe(portfolio?.costsPaid ?? 0)
    await expectBalancedLedger()
  })

  it('pauses and resumes the plan with an mTAN; another customer is refused', async () => {
    const plan = `/pia/api/v1/customers/${customerId}/portfolios/${portfolioId}/savings-plan`
    const paused = await call('PUT', plan, {
      action: 'pause',
      challengeId: await verifiedChallenge(10_000),
    })
    expect(paused.status).toBe(200)
    expect(Portfolio.parse(await paused.json()).savingsPlan?.pause).toBeDefined()
    const again = await call('PUT', plan, {
      action: 'pause',
      challengeId: await verifiedChallenge(10_000),
    })
    expect(await again.json()).toMatchObject({ code: 'alreadyPaused' })
    const changed = await call('PUT', plan, {
      action: 'change',
      amount: 100,
      challengeId: await verifiedChallenge(100),
    })
    expect(await changed.json()).toMatchObject({ code: 'amountOutOfRange' })
    expect((await call('GET', '/pia/api/v1/customers/BAC_1000000002/portfolios')).status).toBe(403)
    expect(
      (await call('GET', `/pia/api/v1/customers/${customerId}/portfolios/not-mine`)).status,
    ).toBe(404)
  })

  it('opens a pension product beside the managed portfolio; its value follows the prices', async () => {
    const challengeId = await verifiedChallenge(100_000)
    const answer = await call('POST', orders, {
      kind: 'pension',
      riskClass: '50',
      answers: willing,
      oneTimeAmount: 100_000,
      savingsPlan: { amount: 15_000, dayOfMonth: 15 },
      challengeId,
    })
    expect(answer.status).toBe(201)
    const opened = Portfolio.parse(await answer.json())
    expect(opened).toMatchObject({ kind: 'pension', riskClass: '50', value: 0 })
    expect(opened.id).not.toBe(portfolioId)
    await call('POST', '/das/v1/sandbox/clock/advance', { days: 5 })
    const overview = InvestmentsOverview.parse(
      await (await call('GET', `/pia/api/v1/customers/${customerId}/portfolios`)).json(),
    )
    expect(overview.portfolios.map((portfolio) => portfolio.kind).sort()).toEqual([
      'managed',
      'pension',
    ])
    const pension = overview.portfolios.find((portfolio) => portfolio.id === opened.id)
    expect(pension?.pendingOrders).toEqual([])
    expect(pension?.invested).toBe(100_000)
    expect(pension?.holdings).toHaveLength(8)
    // five days of class-50 prices move €1,000 by a few euros at most
    expect(Math.abs((pension?.value ?? 0) - 100_000)).toBeLessThan(2_000)
    expect(pension?.value).toBeGreaterThan(0)
  })

  it('serves deterministic prices without a token', async () => {
    const first = await app.request(
      '/pia/api/v1/etfs/IE000MRDW015/prices?from=2026-01-05&to=2026-01-09',
    )
    const second = await app.request(
      '/pia/api/v1/etfs/IE000MRDW015/prices?from=2026-01-05&to=2026-01-09',
    )
    const body = (await first.json()) as { prices: unknown[] }
    expect(body.prices).toHaveLength(5)
    expect(await second.json()).toEqual(body)
  })
})
