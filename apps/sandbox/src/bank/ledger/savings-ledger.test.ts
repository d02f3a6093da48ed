import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, migrationsFolder } from '../../db/database'
import { bookingLineCounts, bookingLines, bookings, deposits, savingsOrders } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { sentPaymentChallenge } from '../../test-support/ledger-actions'
import {
  createTestLedger,
  day,
  findOffer,
  ledgerEngines,
  referenceIbanOf,
} from '../../test-support/ledger-fixtures'
import { verifyPaymentChallenge } from '../sca/payment-binding'
import { checkLedger } from './ledger-invariants'

const customerId = 'BAC_1000000004'

describe.each(ledgerEngines)('savings ledger on %s', (_engine, open) => {
  let database: Database
  let ledger: ReturnType<typeof createTestLedger>
  let referenceIban: string
  beforeAll(async () => {
    database = await open()
    ledger = createTestLedger(database)
    referenceIban = await referenceIbanOf(database, customerId)
  })
  afterAll(() => database.close())

  const order = (offerId: string, amount: number, key: string) =>
    ledger.placeOrder(customerId, { offerId, amount }, { key, method: 'POST', path: '/orders' })

  it('takes an order once per idempotency key and refuses the key for another request', async () => {
    const offer = await findOffer(database, 'term_deposit', 1_000_000)
    const first = await order(offer.id, 1_000_000, 'order-1')
    const replay = await order(offer.id, 1_000_000, 'order-1')
    const other = await order(offer.id, 1_000_001, 'order-1')
    expect(first).toMatchObject({
      status: 201,
      replayed: false,
      body: { status: 'pending_funding' },
    })
    expect(replay).toMatchObject({
      status: 201,
      replayed: true,
      body: (first as { body: unknown }).body,
    })
    expect(other).toBeInstanceOf(ServiceError)
    expect((other as ServiceError).status).toBe(422)
    const orders = await database.orm
      .select()
      .from(savingsOrders)
      .where(eq(savingsOrders.customerId, customerId))
    expect(orders).toHaveLength(1)
  })

  it('refuses amounts outside the offer and offers of another market', async () => {
    const offer = await findOffer(database, 'term_deposit', 1_000_000)
    const below = await order(offer.id, offer.minAmount - 1, 'order-below')
    expect((below as { body: { code: string } }).body.code).toBe('amountOutOfRange')
  })

  it('returns a transfer from a foreign IBAN and credits one from the reference account', async () => {
    const foreign = await ledger.receiveTransfer(customerId, {
      fromIban: 'FR7630006000011234567890189',
      amount: 500_000,
      currency: 'EUR',
      reference: 'x',
    })
    expect(foreign).toMatchObject({ status: 'returned' })
    const own = await ledger.receiveTransfer(customerId, {
      fromIban: referenceIban,
      amount: 1_000_000,
      currency: 'EUR',
      reference: 'ORDER',
    })
    expect(own).toMatchObject({ status: 'credited' })
    const [forwarded] = await database.orm
      .select()
      .from(savingsOrders)
      .where(eq(savingsOrders.customerId, customerId))
    expect(forwarded).toMatchObject({
      status: 'forwarded',
      forwardedOn: '2026-11-23',
      opensOn: expect.any(String),
    })
  })

  it('opens the deposit at the bank, books interest and pays out at maturity', async () => {
    await ledger.advanceClock(7 * day)
    const [opened] = await database.orm
      .select()
      .from(deposits)
      .where(eq(deposits.customerId, customerId))
    expect(opened).toMatchObject({ status: 'active', principal: 1_000_000 })
    await ledger.advanceClock(800 * day)
    const all = await database.orm
      .select()
      .from(deposits)
      .where(eq(deposits.customerId, customerId))
    expect(all.some((deposit) => ['paid_out', 'prolonged'].includes(deposit.status))).toBe(true)
    const interest = await database.orm.select().from(bookings).where(eq(bookings.type, 'INTEREST'))
    expect(interest.length).toBeGreaterThan(0)
  })

  it('pays out only with an mTAN for this amount and payee', async () => {
    await ledger.receiveTransfer(customerId, {
      fromIban: referenceIban,
      amount: 20_000,
      currency: 'EUR',
      reference: 'top up',
    })
    const payment = { amount: 10_000, currency: 'EUR', payeeIban: referenceIban }
    const now = await ledger.clock.now()
    const challenge = await sentPaymentChallenge(database, customerId, payment, now)
    const { code } = challenge
    const withdraw = (key: string, amount: number) =>
      ledger.withdraw(
        customerId,
        {
          currency: 'EUR',
          amount,
          payeeIban: referenceIban,
          scaChallengeId: challenge.challengeId,
        },
        { key, method: 'POST', path: '/withdrawals' },
      )
    expect(await withdraw('w-0', 10_000)).toMatchObject({ status: 403 })
    const otherAmount = await verifyPaymentChallenge(
      database.orm,
      customerId,
      challenge.challengeId,
      { ...payment, amount: 10_001, code },
      now,
    )
    expect(otherAmount).toBeInstanceOf(ServiceError)
    expect(
      await verifyPaymentChallenge(
        database.orm,
        customerId,
        challenge.challengeId,
        { ...payment, code },
        now,
      ),
    ).toMatchObject({ status: 'verified' })
    expect(await withdraw('w-1', 10_001)).toMatchObject({ status: 403 })
    expect(await withdraw('w-2', 10_000)).toMatchObject({
      status: 201,
      body: { status: 'executed' },
    })
    expect(await withdraw('w-2', 10_000)).toMatchObject({ status: 201, replayed: true })
    expect(await withdraw('w-3', 10_000)).toMatchObject({ status: 403 })
  })

  it('lets an mTAN expire after 5 minutes of sandbox time', async () => {
    const payment = { amount: 5_000, currency: 'EUR', payeeIban: referenceIban }
    const now = await ledger.clock.now()
    const { challengeId, code } = await sentPaymentChallenge(database, customerId, payment, now)
    const later = new Date(now.getTime() + 5 * 60_000)
    const expired = await verifyPaymentChallenge(
      database.orm,
      customerId,
      challengeId,
      { ...payment, code },
      later,
    )
    expect(expired).toMatchObject({ status: 410, code: 'challengeExpired' })
  })

  it('takes no orders for a customer account that is not active yet', async () => {
    const offer = await findOffer(database, 'term_deposit', 1_000_000)
    const answer = await ledger.placeOrder(
      'BAC_1000000005',
      { offerId: offer.id, amount: 1_000_000 },
      { key: 'registered', method: 'POST', path: '/orders' },
    )
    expect(answer).toMatchObject({ body: { code: 'customerNotActive' } })
  })

  it('keeps every currency at zero and no customer account below zero', async () => {
    const check = await checkLedger(database.orm)
    expect(Object.values(check.sums).every((sum) => sum === 0)).toBe(true)
    expect(check.negativeCustomerAccounts).toEqual([])
    expect(check.driftingAccounts).toEqual([])
  })

  it('rebuilds the lines, their counts and the running totals from the bookings (migration 0005)', async () => {
    const before = {
      lines: await database.orm.select().from(bookingLines).orderBy(bookingLines.sequence),
      counts: await database.orm.select().from(bookingLineCounts),
      totals: await database.orm
        .select({ id: deposits.id, paid: deposits.paidInterest, tax: deposits.withheldTax })
        .from(deposits)
        .orderBy(deposits.id),
    }
    expect(before.lines.length).toBeGreaterThan(0)
    expect(before.totals.some((row) => row.paid > 0 && row.tax > 0)).toBe(true)
    await database.orm.delete(bookingLineCounts)
    await database.orm.delete(bookingLines)
    await database.orm.update(deposits).set({ paidInterest: 0, withheldTax: 0 })
    const migration = readFileSync(join(migrationsFolder, '0005_ledger_read_model.sql'), 'utf8')
    const backfill = migration.slice(migration.indexOf('-- Backfill'))
    for (const statement of backfill.split('--> statement-breakpoint')) {
      await database.client.exec(statement)
    }
    expect(await database.orm.select().from(bookingLines).orderBy(bookingLines.sequence)).toEqual(
      before.lines,
    )
    const byKey = (rows: (typeof before.counts)[number][]) =>
      rows.map((row) => `${row.accountId} ${row.type} ${row.lines}`).sort()
    expect(byKey(await database.orm.select().from(bookingLineCounts))).toEqual(byKey(before.counts))
    expect(
      await database.orm
        .select({ id: deposits.id, paid: deposits.paidInterest, tax: deposits.withheldTax })
        .from(deposits)
        .orderBy(deposits.id),
    ).toEqual(before.totals)
  })

  it('notices a line count or an interest total changed behind the back of the ledger', async () => {
    const [kept] = await database.orm.select().from(bookingLineCounts).limit(1)
    const [deposit] = await database.orm.select().from(deposits).limit(1)
    if (!kept || !deposit) throw new Error('the seed has no lines or deposits')
    await database.orm
      .update(bookingLineCounts)
      .set({ lines: kept.lines + 1 })
      .where(
        and(eq(bookingLineCounts.accountId, kept.accountId), eq(bookingLineCounts.type, kept.type)),
      )
    await database.orm
      .update(deposits)
      .set({ paidInterest: deposit.paidInterest + 1 })
      .where(eq(deposits.id, deposit.id))
    const check = await checkLedger(database.orm)
    expect(check.driftingLines).toEqual([`${kept.accountId} ${kept.type}`])
    expect(check.driftingDeposits).toEqual([deposit.id])
  })
})
