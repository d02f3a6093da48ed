import {
  BookingPage,
  DepositDetail,
  SavingsOrder,
  SavingsOverview,
} from '@portal/api-clients/contracts/savings'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxClock } from '../../clock/sandbox-clock'
import type { Database } from '../../db/database'
import { demoPassword, logIn } from '../../test-support/identity-requests'
import { findOffer, ledgerTestStart, referenceIbanOf } from '../../test-support/ledger-fixtures'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createTestApp } from '../../test-support/test-app'

const customerId = 'BAC_1000000004'
let database: Database
let app: Hono
let token: string
let referenceIban: string

beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  const clock = createSandboxClock(database.orm, () => ledgerTestStart)
  app = (await createTestApp(database, {}, { demoControls: true, clock })).app
  token = (await logIn(app, 'demo.multi@example.com', demoPassword)).access_token
  referenceIban = await referenceIbanOf(database, customerId)
})
afterAll(() => database.close())

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

describe('savings service /das/v1', () => {
  let orderId = ''

  it('places an order once per Idempotency-Key and shows its transfer details', async () => {
    // monthly interest for at least three months: the January payment below
    const offer = await findOffer(database, 'term_deposit', 500_000, {
      payout: 'MONTHLY',
      minTermMonths: 3,
    })
    const body = { offerId: offer.id, amount: 500_000 }
    expect((await call('POST', `/das/v1/customers/${customerId}/orders`, body)).status).toBe(400)
    const first = await call('POST', `/das/v1/customers/${customerId}/orders`, body, {
      'idempotency-key': 'k1',
    })
    const replay = await call('POST', `/das/v1/customers/${customerId}/orders`, body, {
      'idempotency-key': 'k1',
    })
    const other = await call(
      'POST',
      `/das/v1/customers/${customerId}/orders`,
      { ...body, amount: 500_001 },
      { 'idempotency-key': 'k1' },
    )
    expect(first.status).toBe(201)
    const order = SavingsOrder.parse(await first.json())
    orderId = order.id
    expect(order).toMatchObject({
      status: 'pending_funding',
      transferDetails: { amountMissing: 500_000 },
    })
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toEqual(order)
    expect(other.status).toBe(422)
    expect(await other.json()).toMatchObject({ code: 'idempotencyKeyReused' })
  })

  it('lists the open order in the overview as the order itself reads, transfer details included', async () => {
    const order = SavingsOrder.parse(
      await (await call('GET', `/das/v1/customers/${customerId}/orders/${orderId}`)).json(),
    )
    const overview = SavingsOverview.parse(
      await (await call('GET', `/das/v1/customers/${customerId}/savings`)).json(),
    )
    expect(order.transferDetails).not.toBeNull()
    expect(overview.pendingOrders.find((pending) => pending.id === orderId)).toEqual(order)
    const settlement = overview.settlementAccounts.find((row) => row.currency === order.currency)
    expect(order.transferDetails?.account).toEqual(settlement?.account)
  })

  it('answers 403 for another customer and 404 for an order or deposit that is not theirs', async () => {
    expect((await call('GET', '/das/v1/customers/BAC_1000000002/savings')).status).toBe(403)
    expect((await call('GET', `/das/v1/customers/${customerId}/orders/no-such-order`)).status).toBe(
      404,
    )
    expect(
      (await call('GET', `/das/v1/customers/${customerId}/deposits/no-such-deposit`)).status,
    ).toBe(404)
  })

  it('funds the order from an incoming transfer and opens the deposit as the clock moves', async () => {
    const transfer = {
      customerId,
      fromIban: referenceIban,
      amount: 500_000,
      currency: 'EUR',
      reference: 'funding',
    }
    expect(
      await (await call('POST', '/das/v1/sandbox/incoming-transfers', transfer)).json(),
    ).toMatchObject({ status: 'credited' })
    const moved = await (await call('POST', '/das/v1/sandbox/clock/advance', { days: 7 })).json()
    expect(moved).toMatchObject({ today: '2026-11-30', events: 1 })
    const overview = SavingsOverview.parse(
      await (await call('GET', `/das/v1/customers/${customerId}/savings`)).json(),
    )
    expect(overview.pendingOrders).toEqual([])
    expect(overview.deposits).toHaveLength(1)
    const [deposit] = overview.deposits
    expect(deposit).toMatchObject({
      status: 'active',
      balance: 500_000,
      dayCountConvention: 'ACT/365F',
    })
    const [exposure] = overview.guaranteeExposure
    if (deposit === undefined || exposure === undefined) throw new Error('no deposit')
    expect(exposure.bankId).toBe(deposit.bankId)
    // a euro deposit counts against a euro scheme; at a Swedish bank it is listed apart
    expect(exposure.exposure >= 500_000 || exposure.otherCurrencyDeposits === 1).toBe(true)
    const detail = DepositDetail.parse(
      await (await call('GET', `/das/v1/customers/${customerId}/deposits/${deposit.id}`)).json(),
    )
    expect(detail.bookings.map((booking: { type: string }) => booking.type)).toEqual([
      'DEPOSIT_OPENING',
    ])
    expect(detail.today).toBe(overview.today)
    const cancel = await call(
      'POST',
      `/das/v1/customers/${customerId}/orders/${orderId}/cancellation`,
    )
    expect(cancel.status).toBe(409)
  })

  it('returns a transfer from a foreign IBAN, visible as booked in and back out', async () => {
    const transfer = {
      customerId,
      fromIban: 'FR7630006000011234567890189',
      amount: 1_000,
      currency: 'EUR',
    }
    expect(
      await (await call('POST', '/das/v1/sandbox/incoming-transfers', transfer)).json(),
    ).toMatchObject({ status: 'returned' })
    const firstPage = await call('GET', `/das/v1/customers/${customerId}/bookings?pageSize=2`)
    // the ledger's own time, apart from the network and the token (the bench reads it)
    expect(firstPage.headers.get('server-timing')).toMatch(/^ledger;dur=\d+\.\d{2}$/)
    const page = BookingPage.parse(await firstPage.json())
    expect(
      page.items.map(
        (item: { type: string; direction: string }) => `${item.type} ${item.direction}`,
      ),
    ).toEqual(['TRANSFER_RETURNED DEBIT', 'TRANSFER_IN CREDIT'])
    // in, placement, opening on the deposit, and the returned pair
    expect(page.total).toBe(5)
    const bookingsOf = async (query: string) =>
      (await (await call('GET', `/das/v1/customers/${customerId}/bookings?${query}`)).json()).total
    expect(await bookingsOf('type=TRANSFER_RETURNED')).toBe(1)
    expect(await bookingsOf('from=2026-11-24')).toBe(3)
    expect(await bookingsOf('to=2026-11-23')).toBe(2)
    expect(await bookingsOf('currency=USD')).toBe(0)
    expect(await bookingsOf('page=3&pageSize=2')).toBe(5)
    // pages of two, one after another, are the one page of all lines, in the same order
    const ids = async (query: string) =>
      BookingPage.parse(
        await (await call('GET', `/das/v1/customers/${customerId}/bookings?${query}`)).json(),
      ).items.map((item) => item.id)
    const paged = [
      ...(await ids('page=1&pageSize=2')),
      ...(await ids('page=2&pageSize=2')),
      ...(await ids('page=3&pageSize=2')),
    ]
    expect(paged).toEqual(await ids('pageSize=200'))
    expect(new Set(paged).size).toBe(5)
    const depositId = page.items.find((item) => item.depositId)?.depositId
    if (depositId) {
      const ofDeposit = await ids(`depositId=${depositId}&pageSize=200`)
      expect(ofDeposit.length).toBe(await bookingsOf(`depositId=${depositId}`))
    }
    expect(
      (await call('GET', `/das/v1/customers/${customerId}/bookings?pageSize=500`)).status,
    ).toBe(400)
  })

  it('pays out to the reference account only with a verified mTAN for that amount', async () => {
    await call('POST', '/das/v1/sandbox/incoming-transfers', {
      customerId,
      fromIban: referenceIban,
      amount: 2_500,
      currency: 'EUR',
    })
    const payment = { amount: 2_500, currency: 'EUR', payeeIban: referenceIban }
    const challenge = await (
      await call('POST', `/scas/api/v2/customers/${customerId}/challenges`, payment)
    ).json()
    const outbox = await (
      await call('GET', `/scas/api/v2/sandbox/sms-outbox?customerId=${customerId}`)
    ).json()
    // dynamic linking: the message names what the code confirms
    // the amount as the customer's language writes it (EUR and the figure apart by a no-break space)
    expect(outbox.messages[0].text).toMatch(new RegExp(`EUR\\s25\\.00 to ${referenceIban}`))
    const code = /mTAN (\d{6})/.exec(outbox.messages[0].text)?.[1]
    const verify = (body: object) =>
      call(
        'POST',
        `/scas/api/v2/customers/${customerId}/challenges/${challenge.challengeId}/verification`,
        body,
      )
    expect((await verify({ ...payment, amount: 2_400, code })).status).toBe(422)
    expect((await verify({ ...payment, code })).status).toBe(200)
    const withdrawal = { ...payment, scaChallengeId: challenge.challengeId }
    const toOther = await call(
      'POST',
      `/das/v1/customers/${customerId}/withdrawals`,
      { ...withdrawal, payeeIban: 'FR7630006000011234567890189' },
      { 'idempotency-key': 'w0' },
    )
    expect(await toOther.json()).toMatchObject({ status: 422, code: 'payeeNotReferenceAccount' })
    const paid = await call('POST', `/das/v1/customers/${customerId}/withdrawals`, withdrawal, {
      'idempotency-key': 'w1',
    })
    expect(paid.status).toBe(201)
    const overview = await (await call('GET', `/das/v1/customers/${customerId}/savings`)).json()
    expect(overview.settlementAccounts).toMatchObject([{ currency: 'EUR', balance: 0 }])
  })

  it('locks a challenge after five wrong codes', async () => {
    const payment = { amount: 100, currency: 'EUR', payeeIban: referenceIban }
    const challenge = await (
      await call('POST', `/scas/api/v2/customers/${customerId}/challenges`, payment)
    ).json()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await call(
        'POST',
        `/scas/api/v2/customers/${customerId}/challenges/${challenge.challengeId}/verification`,
        { ...payment, code: '000000' },
      )
      statuses.push(answer.status)
    }
    // a real code could be 000000 once in a million runs; then the first answer is 200
    expect(statuses.slice(-2)).toEqual([423, 423])
  })

  it("sums this year's interest and withheld tax as the bookings list shows them", async () => {
    await call('POST', '/das/v1/sandbox/clock/advance', { days: 75 })
    const overview = SavingsOverview.parse(
      await (await call('GET', `/das/v1/customers/${customerId}/savings`)).json(),
    )
    const since = `${overview.today.slice(0, 4)}-01-01`
    const listed = async (type: string) => {
      const page = BookingPage.parse(
        await (
          await call(
            'GET',
            `/das/v1/customers/${customerId}/bookings?type=${type}&from=${since}&to=${overview.today}&pageSize=200`,
          )
        ).json(),
      )
      return page.items.reduce(
        (sum, booking) => sum + (booking.direction === 'CREDIT' ? booking.amount : -booking.amount),
        0,
      )
    }
    const interest = await listed('INTEREST')
    expect(interest).toBeGreaterThan(0) // a January of monthly interest on the 5,000 € deposit
    expect(overview.yearInterest).toEqual([
      { currency: 'EUR', amount: interest, withheldTax: 0 - (await listed('WITHHOLDING_TAX')) },
    ])
  })
})

describe('demo controls', () => {
  it('do not exist without SANDBOX_DEMO_CONTROLS', async () => {
    const closed = (await createTestApp(database)).app
    expect((await closed.request('/das/v1/sandbox/clock')).status).toBe(404)
    expect((await closed.request('/scas/api/v2/sandbox/sms-outbox')).status).toBe(404)
  })
})

describe('the guarantee holders of an overview', () => {
  it.each([
    ['a joint account: its two holders', 'demo.joint@example.com', 'BAC_1000000002', 2],
    ['a personal account', 'demo.multi@example.com', 'BAC_1000000004', 1],
    ['a business account', 'demo.business@example.com', 'BAC_1000000003', 1],
  ])('counts the exposure per holder of %s', async (_account, username, customer, holders) => {
    const login = (await logIn(app, username, demoPassword)).access_token
    const response = await app.request(`/das/v1/customers/${customer}/savings`, {
      headers: { authorization: `Bearer ${login}` },
    })
    expect(SavingsOverview.parse(await response.json()).guaranteeHolders).toBe(holders)
  })
})
