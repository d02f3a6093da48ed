import { addBankDays } from '@portal/domain/money/bank-day'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { bookings, deposits, notifications, offers, savingsOrders } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { settlementBalance, verifiedChallenge } from '../../test-support/ledger-actions'
import {
  createTestLedger,
  day,
  findOffer,
  ledgerEngines,
  referenceIbanOf,
} from '../../test-support/ledger-fixtures'
import { checkLedger } from './ledger-invariants'

// the business account: nothing seeded for it
const customerId = 'BAC_1000000003'

describe.each(ledgerEngines)('deposit lifecycle on %s', (_engine, open) => {
  let database: Database
  let ledger: ReturnType<typeof createTestLedger>
  let referenceIban: string
  let key = 0
  beforeAll(async () => {
    database = await open()
    ledger = createTestLedger(database)
    referenceIban = await referenceIbanOf(database, customerId)
  })
  afterAll(() => database.close())

  const order = async (offerId: string, amount: number, prolongation?: 'NONE') => {
    const answer = await ledger.placeOrder(
      customerId,
      { offerId, amount, prolongation },
      { key: `k${++key}`, method: 'POST', path: '/orders' },
    )
    if (answer instanceof ServiceError) return answer
    return answer.status === 201 ? (answer.body as { id: string; status: string }) : answer.body
  }
  const fund = (amount: number) =>
    ledger.receiveTransfer(customerId, {
      fromIban: referenceIban,
      amount,
      currency: 'EUR',
      reference: '',
    })
  const depositOf = async (orderId: string) => {
    const [row] = await database.orm.select().from(deposits).where(eq(deposits.orderId, orderId))
    if (row === undefined) throw new Error(`no deposit for ${orderId}`)
    return row
  }

  it('refuses an offer of another market and one that has ended', async () => {
    const us = await findOffer(database, 'term_deposit', 1_000_000, { bankCountry: 'US' })
    const refused = await order(us.id, 1_000_000)
    expect(refused).toMatchObject({ status: 404, code: 'offerNotInMarket' })
    expect(refused).toHaveProperty('message', expect.stringContaining('not sold in de-de'))
    expect(await order('no-such-offer', 1_000_000)).toMatchObject({ code: 'offerNotFound' })
    const placed = await database.orm
      .select()
      .from(savingsOrders)
      .where(eq(savingsOrders.customerId, customerId))
    expect(placed).toEqual([])
    const ended = await findOffer(database, 'term_deposit', 1_000_000)
    await database.orm
      .update(offers)
      .set({ availability: 'SOLD_OUT' })
      .where(eq(offers.id, ended.id))
    expect(await order(ended.id, 1_000_000)).toMatchObject({ code: 'offerEnded' })
    await database.orm
      .update(offers)
      .set({ availability: ended.availability })
      .where(eq(offers.id, ended.id))
  })

  it('cancels a pending order, and never a forwarded one', async () => {
    const offer = await findOffer(database, 'term_deposit', 1_000_000)
    const pending = (await order(offer.id, 1_000_000)) as { id: string }
    expect(await ledger.cancelOrder(customerId, pending.id)).toMatchObject({ status: 'cancelled' })
    await fund(1_000_000)
    const forwarded = (await order(offer.id, 1_000_000)) as { id: string; status: string }
    expect(forwarded.status).toBe('forwarded')
    expect(await ledger.cancelOrder(customerId, forwarded.id)).toMatchObject({ status: 409 })
    expect(await settlementBalance(database, customerId)).toBe(0)
  })

  it('gives the money back when the bank rejects an order for an offer that sold out', async () => {
    const offer = await findOffer(database, 'overnight_deposit', 500_000)
    await fund(500_000)
    const placed = (await order(offer.id, 500_000)) as { id: string }
    await database.orm
      .update(offers)
      .set({ availability: 'SOLD_OUT' })
      .where(eq(offers.id, offer.id))
    await ledger.advanceClock(10 * day)
    await database.orm
      .update(offers)
      .set({ availability: offer.availability })
      .where(eq(offers.id, offer.id))
    const [rejected] = await database.orm
      .select()
      .from(savingsOrders)
      .where(eq(savingsOrders.id, placed.id))
    expect(rejected?.status).toBe('rejected')
    const refunds = await database.orm
      .select()
      .from(bookings)
      .where(and(eq(bookings.orderId, placed.id), eq(bookings.type, 'ORDER_REJECTED')))
    expect(refunds.map((booking) => booking.amount)).toEqual([500_000])
  })

  it('pays a notice account out when the notice period ends', async () => {
    const offer = await findOffer(database, 'notice_account', 500_000)
    const placed = (await order(offer.id, 500_000)) as { id: string }
    await ledger.advanceClock(10 * day)
    const opened = await depositOf(placed.id)
    const noticed = await ledger.giveNotice(customerId, opened.id)
    expect(noticed).toMatchObject({ status: 'notice_given' })
    const availableOn = (noticed as { availableOn: string }).availableOn
    expect(await ledger.giveNotice(customerId, opened.id)).toMatchObject({ status: 409 })
    await ledger.advanceClock(((offer.noticePeriodDays ?? 0) + 5) * day)
    const paid = await depositOf(placed.id)
    expect(paid).toMatchObject({ status: 'paid_out', closedOn: availableOn })
    const repaid = await database.orm
      .select()
      .from(bookings)
      .where(and(eq(bookings.depositId, opened.id), eq(bookings.type, 'DEPOSIT_REPAYMENT')))
    expect(repaid[0]?.amount).toBeGreaterThanOrEqual(500_000)
  })

  it('takes notice on part of a notice account and keeps the rest open', async () => {
    const offer = await findOffer(database, 'notice_account', 1_000_000, { hasMinimum: true })
    const placed = (await order(offer.id, 1_000_000)) as { id: string }
    await fund(1_000_000)
    await ledger.advanceClock(10 * day)
    const opened = await depositOf(placed.id)
    const balance = await settlementBalance(database, customerId) // settled before the notice
    expect(await ledger.giveNotice(customerId, opened.id, 2_000_000)).toMatchObject({
      status: 422,
      code: 'noticeAboveBalance',
    })
    expect(await ledger.giveNotice(customerId, opened.id, offer.minAmount - 1)).toMatchObject({
      status: 422,
      code: 'noticeBelowMinimum',
    })
    const part = Math.max(offer.minAmount, 300_000)
    const noticed = await ledger.giveNotice(customerId, opened.id, part)
    expect(noticed).toMatchObject({ status: 'notice_given', noticeAmount: part })
    await ledger.advanceClock(((offer.noticePeriodDays ?? 0) + 5) * day)
    const after = await depositOf(placed.id)
    expect(after).toMatchObject({ status: 'active', noticeAmount: null, availableOn: null })
    const repaid = await database.orm
      .select()
      .from(bookings)
      .where(and(eq(bookings.depositId, opened.id), eq(bookings.type, 'DEPOSIT_REPAYMENT')))
    expect(repaid.map((booking) => booking.amount)).toEqual([part])
    expect(await settlementBalance(database, customerId)).toBeGreaterThanOrEqual(balance + part)
    const told = await database.orm
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.customerId, customerId), eq(notifications.type, 'savings_deposit')),
      )
    expect(told.length).toBeGreaterThanOrEqual(3) // opened, notice given, paid out
    const audit = await checkLedger(database.orm)
    expect([...audit.driftingAccounts, ...audit.driftingDeposits]).toEqual([])
  })

  it('changes the prolongation until 5 bank days before maturity, then pays out as chosen', async () => {
    const offer = await findOffer(database, 'term_deposit', 1_000_000, {
      automaticProlongation: true,
    })
    const placed = (await order(offer.id, 1_000_000)) as { id: string }
    await fund(1_000_000)
    await ledger.advanceClock(10 * day)
    const opened = await depositOf(placed.id)
    expect(opened.prolongation).toBe('PRINCIPAL_AND_INTEREST')
    expect(await ledger.changeProlongation(customerId, opened.id, 'NONE')).toMatchObject({
      prolongation: 'NONE',
    })
    const today = await ledger.clock.today()
    const toMaturity = (Date.parse(opened.maturityDate ?? today) - Date.parse(today)) / day
    await ledger.advanceClock((toMaturity - 1) * day)
    const late = await ledger.changeProlongation(customerId, opened.id, 'PRINCIPAL')
    expect(late).toMatchObject({ status: 409, code: 'prolongationCutoffPassed' })
    await ledger.advanceClock(2 * day)
    expect(await depositOf(placed.id)).toMatchObject({ status: 'paid_out' })
  })

  it.each([
    ['DE', '0.26375'],
    ['AT', '0'],
    ['IT', '0.05'],
  ])('withholds what a bank in %s keeps from a German resident: %s', async (bankCountry, rate) => {
    const offer = await findOffer(database, 'term_deposit', 500_000, { bankCountry })
    const placed = (await order(offer.id, 500_000)) as { id: string }
    await fund(500_000)
    await ledger.advanceClock(10 * day)
    expect((await depositOf(placed.id)).withholdingTaxRate).toBe(rate)
  })

  it('withdraws part of an overnight deposit with an mTAN and keeps the accrued interest', async () => {
    const offer = await findOffer(database, 'overnight_deposit', 500_000)
    const placed = (await order(offer.id, 500_000)) as { id: string }
    await fund(500_000)
    await ledger.advanceClock(10 * day)
    const opened = await depositOf(placed.id)
    const who = { id: customerId, referenceIban }
    const scaChallengeId = await verifiedChallenge(database, who, 200_000, await ledger.clock.now())
    const answer = await ledger.withdraw(
      customerId,
      {
        depositId: opened.id,
        amount: 200_000,
        currency: 'EUR',
        payeeIban: referenceIban,
        scaChallengeId,
      },
      { key: 'overnight-out', method: 'POST', path: '/withdrawals' },
    )
    expect(answer).toMatchObject({
      status: 201,
      body: { status: 'executed', depositId: opened.id },
    })
    const after = await depositOf(placed.id)
    expect(Number(after.accruedInterest)).toBeGreaterThan(0)
    expect(after.accrualFrom).toBe(await ledger.clock.today())
  })

  it('takes a foreign-currency deposit in its own settlement account, opened two bank days later', async () => {
    const offer = await findOffer(database, 'foreign_currency', 1_000_000, { currency: 'USD' })
    const placed = (await order(offer.id, 1_000_000)) as { id: string }
    await ledger.receiveTransfer(customerId, {
      fromIban: referenceIban,
      amount: 1_000_000,
      currency: 'USD',
      reference: '',
    })
    const [forwarded] = await database.orm
      .select()
      .from(savingsOrders)
      .where(eq(savingsOrders.id, placed.id))
    const earliest = addBankDays(forwarded?.forwardedOn ?? '', 2, 'USD')
    expect(forwarded?.opensOn !== null && (forwarded?.opensOn ?? '') >= earliest).toBe(true)
    await ledger.advanceClock(12 * day)
    expect(await depositOf(placed.id)).toMatchObject({ currency: 'USD', status: 'active' })
    expect((await checkLedger(database.orm)).sums).toMatchObject({ USD: 0, EUR: 0 })
  })
})
