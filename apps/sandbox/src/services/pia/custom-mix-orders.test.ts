import {
  custodyIban,
  InvestmentsOverview,
  Portfolio,
} from '@portal/api-clients/contracts/investments'
import { Decimal } from '@portal/domain/investments/decimal'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { splitByWeights } from '../../bank/investments/split-amount'
import { accountIds } from '../../bank/ledger/ledger-accounts'
import { checkLedger } from '../../bank/ledger/ledger-invariants'
import { createSandboxClock } from '../../clock/sandbox-clock'
import type { Database } from '../../db/database'
import {
  bookings,
  investmentOrders,
  investmentPortfolioHoldings,
  investmentPortfolios,
  ledgerAccounts,
} from '../../db/schema'
import { demoPassword, logIn } from '../../test-support/identity-requests'
import { ledgerTestStart } from '../../test-support/ledger-fixtures'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp } from '../../test-support/test-app'

const customerId = 'BAC_1000000004'
const orders = `/pia/api/v1/customers/${customerId}/investment-orders`
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

/** 60 % world, 10 % emerging markets, 30 % euro government bonds: counts as class 70. */
const mix = [
  { isin: 'IE000MRDW015', weightBasisPoints: 6_000 },
  { isin: 'IE000MRDM057', weightBasisPoints: 1_000 },
  { isin: 'LU2718AUG018', weightBasisPoints: 3_000 },
]

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  const clock = createSandboxClock(database.orm, () => ledgerTestStart)
  app = (await createTestApp(database, {}, { demoControls: true, clock })).app
  token = (await logIn(app, 'demo.multi@example.com', demoPassword)).access_token
})
afterAll(() => database.close())

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
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
  const code = /mTAN (\d{6})/.exec(text)?.[1]
  const verified = await call(
    'POST',
    `/scas/api/v2/customers/${customerId}/challenges/${challenge.challengeId}/verification`,
    { ...payment, code },
  )
  expect(verified.status).toBe(200)
  return challenge.challengeId
}

async function balanceOf(accountId: string): Promise<number> {
  const [row] = await database.orm
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
  return row?.balance ?? 0
}

async function expectBalancedLedger() {
  const check = await checkLedger(database.orm)
  expect(Object.values(check.sums).every((sum) => sum === 0)).toBe(true)
  expect(check.negativeCustomerAccounts).toEqual([])
  expect(check.driftingAccounts).toEqual([])
}

const portfolioCount = async () =>
  (
    await database.orm
      .select({ id: investmentPortfolios.id })
      .from(investmentPortfolios)
      .where(eq(investmentPortfolios.customerId, customerId))
  ).length

const portfolioBookings = async () =>
  (await database.orm.select().from(bookings).where(isNotNull(bookings.portfolioId))).length

/** The closing price of a fund on a date, from the service's own price series. */
async function priceOn(isin: string, date: string): Promise<number> {
  const series = (await (
    await app.request(`/pia/api/v1/etfs/${isin}/prices?from=${date}&to=${date}`)
  ).json()) as { prices: { price: number }[] }
  const price = series.prices[0]?.price
  if (price === undefined) throw new Error(`no price for ${isin} on ${date}`)
  return price
}

const reference = accountIds.reference(customerId, 'EUR')

describe('ordering a configurator mix (/pia/api/v1 investment-orders with `mix`)', () => {
  let portfolioId = ''
  let first: unknown

  it.each([
    [
      'weights summing to 99 %',
      'weightsDoNotSumTo100',
      [{ ...mix[0], weightBasisPoints: 5_900 }, ...mix.slice(1)],
    ],
    [
      'a fund under 1 %',
      'weightTooSmall',
      [
        ...mix.slice(0, 2),
        { isin: 'LU2718AUG018', weightBasisPoints: 2_950 },
        { isin: 'LU2718AUS021', weightBasisPoints: 50 },
      ],
    ],
    [
      'a fund outside the universe',
      'unknownEtf',
      [...mix.slice(0, 2), { isin: 'DE0005140008', weightBasisPoints: 3_000 }],
    ],
    ['a fund twice', 'duplicateEtf', [...mix, { isin: 'IE000MRDW015', weightBasisPoints: 0 }]],
    [
      'eleven funds',
      'tooManyEtfs',
      [
        'IE000MRDW015',
        'IE000MRDA029',
        'IE000MRDE039',
        'IE000MRDU043',
        'IE000MRDM057',
        'IE000MRDP068',
        'IE000MRDS070',
        'IE000MRDG083',
        'LU2718AUG018',
        'LU2718AUS021',
        'LU2718AUC033',
      ].map((isin, index) => ({ isin, weightBasisPoints: index === 0 ? 1_000 : 900 })),
    ],
  ])('refuses a mix with %s (422 %s, nothing booked)', async (_, reason, lines) => {
    const referenceBefore = await balanceOf(reference)
    const bookingsBefore = await portfolioBookings()
    const answer = await call(
      'POST',
      orders,
      { riskClass: '70', answers: willing, mix: lines, oneTimeAmount: 1_000_000, challengeId: 'x' },
      { 'idempotency-key': `refused-${reason}` },
    )
    expect(answer.status).toBe(422)
    const body = (await answer.json()) as {
      code: string
      issues: { path: string; message: string }[]
    }
    expect(body.code).toBe('invalidMix')
    expect(body.issues.map((issue) => issue.message)).toContain(reason)
    expect(await portfolioCount()).toBe(0)
    expect(await portfolioBookings()).toBe(bookingsBefore)
    expect(await balanceOf(reference)).toBe(referenceBefore)
  })

  it('refuses a class that is not the mix’s, and a class the answers do not allow', async () => {
    const challengeId = await verifiedChallenge(1_000_000)
    const wrongClass = await call('POST', orders, {
      riskClass: '50',
      answers: willing,
      mix,
      oneTimeAmount: 1_000_000,
      challengeId,
    })
    expect(wrongClass.status).toBe(422)
    expect(await wrongClass.json()).toMatchObject({ code: 'classMismatch' })
    const cautious = await call('POST', orders, {
      riskClass: '70',
      answers: { ...willing, horizon: 'threeToFiveYears' },
      mix,
      oneTimeAmount: 1_000_000,
      challengeId,
    })
    expect(cautious.status).toBe(422)
    expect(await cautious.json()).toMatchObject({ code: 'unsuitableClass' })
    expect(await portfolioCount()).toBe(0)
  })

  it('opens a portfolio of the mix, once per idempotency key', async () => {
    const referenceBefore = await balanceOf(reference)
    // the mTAN verified above was not used by the refused orders
    const challengeId = await verifiedChallenge(1_000_000)
    const order = {
      riskClass: '70',
      answers: willing,
      mix,
      oneTimeAmount: 1_000_000,
      savingsPlan: { amount: 20_000, dayOfMonth: 1 },
      challengeId,
    }
    const answer = await call('POST', orders, order, { 'idempotency-key': 'mix-order-1' })
    expect(answer.status).toBe(201)
    first = await answer.json()
    const portfolio = Portfolio.parse(first)
    portfolioId = portfolio.id
    expect(portfolio).toMatchObject({ kind: 'managed', riskClass: '70', mix, value: 0 })
    expect(portfolio.pendingOrders).toMatchObject([
      { amount: 1_000_000, executionDate: '2026-11-24' },
    ])
    expect(await balanceOf(reference)).toBe(referenceBefore - 1_000_000)
    expect(await balanceOf(accountIds.portfolioCash(portfolioId))).toBe(1_000_000)

    const replay = await call('POST', orders, order, { 'idempotency-key': 'mix-order-1' })
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toEqual(first)
    const other = await call(
      'POST',
      orders,
      { ...order, oneTimeAmount: 2_000_000 },
      { 'idempotency-key': 'mix-order-1' },
    )
    expect(other.status).toBe(422)
    expect(await other.json()).toMatchObject({ code: 'idempotencyKeyReused' })
    // one portfolio, one order, one debit
    expect(await portfolioCount()).toBe(1)
    expect(
      await database.orm
        .select()
        .from(investmentOrders)
        .where(eq(investmentOrders.portfolioId, portfolioId)),
    ).toHaveLength(1)
    expect(await balanceOf(reference)).toBe(referenceBefore - 1_000_000)
    expect(
      await database.orm
        .select()
        .from(investmentPortfolioHoldings)
        .where(eq(investmentPortfolioHoldings.portfolioId, portfolioId)),
    ).toHaveLength(3)
    await expectBalancedLedger()
  })

  it('executes the order by the mix’s weights, in units to 10⁻⁶', async () => {
    await call('POST', '/das/v1/sandbox/clock/advance', { days: 2 })
    const answer = await call(
      'GET',
      `/pia/api/v1/customers/${customerId}/portfolios/${portfolioId}`,
    )
    const portfolio = Portfolio.parse(await answer.json())
    expect(portfolio.pendingOrders).toEqual([])
    expect(portfolio.invested).toBe(1_000_000)
    const parts = splitByWeights(
      1_000_000,
      mix.map((line) => line.weightBasisPoints),
    )
    const expected = await Promise.all(
      mix.map(async (line, index) => ({
        isin: line.isin,
        units: new Decimal(parts[index] ?? 0)
          .div(await priceOn(line.isin, '2026-11-24'))
          .round(6, Decimal.roundDown)
          .toFixed(6),
      })),
    )
    expect(
      portfolio.holdings
        .map(({ isin, units }) => ({ isin, units }))
        .sort((a, b) => a.isin.localeCompare(b.isin)),
    ).toEqual(expected.sort((a, b) => a.isin.localeCompare(b.isin)))
    expect(portfolio.holdings.every((holding) => /^\d+\.\d{6}$/.test(holding.units))).toBe(true)
    expect(portfolio.value).toBeGreaterThan(0)
    expect(await balanceOf(accountIds.portfolioCash(portfolioId))).toBe(0)
    expect(await balanceOf(accountIds.custody(portfolioId))).toBe(1_000_000)
    await expectBalancedLedger()
  })

  it('runs the savings plan into the same funds and takes the configurator’s fee', async () => {
    await call('POST', '/das/v1/sandbox/clock/advance', { days: 10 })
    const overview = InvestmentsOverview.parse(
      await (await call('GET', `/pia/api/v1/customers/${customerId}/portfolios`)).json(),
    )
    const portfolio = overview.portfolios.find((candidate) => candidate.id === portfolioId)
    expect(portfolio?.invested).toBe(1_000_000 + 20_000)
    expect(portfolio?.holdings.map((holding) => holding.isin).sort()).toEqual(
      mix.map((line) => line.isin).sort(),
    )
    // November's fee: 0.45 % / 12 of about €10,000 is about €3.75 (the model's 0.60 % is €5)
    expect(portfolio?.costsPaid).toBeGreaterThan(300)
    expect(portfolio?.costsPaid).toBeLessThan(450)
    expect(await balanceOf(accountIds.custody(portfolioId))).toBe(
      (portfolio?.invested ?? 0) - (portfolio?.costsPaid ?? 0),
    )
    await expectBalancedLedger()
  })

  it('adds to the mix’s portfolio only with the same mix', async () => {
    const challengeId = await verifiedChallenge(50_000)
    const otherMix = await call('POST', orders, {
      portfolioId,
      riskClass: '100',
      answers: willing,
      mix: [{ isin: 'IE000MRDW015', weightBasisPoints: 10_000 }],
      oneTimeAmount: 50_000,
      challengeId,
    })
    expect(otherMix.status).toBe(422)
    expect(await otherMix.json()).toMatchObject({ code: 'classMismatch' })
    const same = await call('POST', orders, {
      portfolioId,
      riskClass: '70',
      answers: willing,
      mix,
      oneTimeAmount: 50_000,
      challengeId,
    })
    expect(same.status).toBe(201)
    expect(Portfolio.parse(await same.json()).pendingOrders).toMatchObject([{ amount: 50_000 }])
    const rows = await database.orm
      .select()
      .from(investmentPortfolioHoldings)
      .where(and(eq(investmentPortfolioHoldings.portfolioId, portfolioId)))
    expect(rows).toHaveLength(3)
  })
})
