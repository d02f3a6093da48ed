import { marketOf } from '@portal/domain/markets'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rewardReferral } from '../../bank/customers/referral-bonus'
import { referralCodeOf } from '../../bank/customers/referral-codes'
import { checkLedger } from '../../bank/ledger/ledger-invariants'
import { openDepositOfOrder } from '../../bank/ledger/open-deposit'
import type { Database } from '../../db/database'
import {
  bookings,
  customerAccounts,
  notifications,
  personRoles,
  referenceAccounts,
  referralBonuses,
  referralLeads,
  savingsOrders,
} from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { placeFundedOrder, settlementBalance } from '../../test-support/ledger-actions'
import {
  createTestLedger,
  day,
  findOffer,
  ledgerEngines,
  referenceIbanOf,
} from '../../test-support/ledger-fixtures'
import { registerUser } from './registration'

// Erika (personal) referred the business account, whose holder registered through her link
const referrer = 'BAC_1000000001'
const friend = 'BAC_1000000003'
// the multi-account login's account: a second friend, of a market without the programme
const otherFriend = 'BAC_1000000004'
const bonus = marketOf('de-de').referralBonus?.amount ?? 0

describe.each(ledgerEngines)('refer-a-friend bonus on %s', (_engine, open) => {
  let database: Database
  let ledger: ReturnType<typeof createTestLedger>
  let key = 0
  beforeAll(async () => {
    database = await open()
    ledger = createTestLedger(database)
    const invitedAt = new Date(Date.UTC(2026, 10, 1)).toISOString()
    await database.orm.insert(referralLeads).values([
      {
        id: 'REF-TEST-1',
        customerId: referrer,
        name: 'Carla B.',
        invitedAt,
        status: 'REGISTERED',
        referredCustomerId: friend,
      },
      {
        id: 'REF-TEST-2',
        customerId: referrer,
        name: 'Otto M.',
        invitedAt,
        status: 'REGISTERED',
        referredCustomerId: otherFriend,
      },
    ])
  })
  afterAll(() => database.close())

  const leadStatus = async (id: string) => {
    const [lead] = await database.orm.select().from(referralLeads).where(eq(referralLeads.id, id))
    return lead?.status
  }
  const bonusBookings = (customerId: string) =>
    database.orm
      .select()
      .from(bookings)
      .where(and(eq(bookings.customerId, customerId), eq(bookings.type, 'REFERRAL_BONUS')))
  const order = async (customerId: string, amount: number) => {
    const offer = await findOffer(database, 'term_deposit', amount)
    const answer = await ledger.placeOrder(
      customerId,
      { offerId: offer.id, amount },
      { key: `referral-${++key}`, method: 'POST', path: '/orders' },
    )
    if (answer instanceof ServiceError) throw answer
    return answer.body as { id: string; status: string }
  }
  const fund = async (customerId: string, amount: number) =>
    ledger.receiveTransfer(customerId, {
      fromIban: await referenceIbanOf(database, customerId),
      amount,
      currency: 'EUR',
      reference: '',
    })
  const audit = async () => {
    const check = await checkLedger(database.orm)
    expect(Object.values(check.sums).every((sum) => sum === 0)).toBe(true)
    expect([
      ...check.negativeCustomerAccounts,
      ...check.driftingAccounts,
      ...check.driftingLines,
      ...check.driftingDeposits,
    ]).toEqual([])
  }

  it('notes the first deposit when the friend’s money arrives for an order', async () => {
    const placed = await order(friend, 500_000)
    expect(placed.status).toBe('pending_funding')
    expect(await leadStatus('REF-TEST-1')).toBe('REGISTERED')
    await fund(friend, 500_000)
    expect(await leadStatus('REF-TEST-1')).toBe('FIRST_DEPOSIT')
    expect(await bonusBookings(friend)).toEqual([])
  })

  it('pays both the market’s bonus once the first deposit opens, and rewards the lead', async () => {
    const referrerBefore = await settlementBalance(database, referrer)
    const friendBefore = await settlementBalance(database, friend)
    await ledger.advanceClock(10 * day)
    expect(await leadStatus('REF-TEST-1')).toBe('REWARDED')
    for (const customerId of [referrer, friend]) {
      const paid = await bonusBookings(customerId)
      expect(paid).toHaveLength(1)
      expect(paid[0]).toMatchObject({
        amount: bonus,
        currency: 'EUR',
        fromAccountId: 'referral-expense:EUR',
        toAccountId: `settlement:${customerId}:EUR`,
        reference: 'Referral bonus',
      })
      const told = await database.orm
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.customerId, customerId), eq(notifications.type, 'referral_bonus')),
        )
      expect(told).toHaveLength(1)
      expect(told[0]?.text).toContain('50')
    }
    expect(await settlementBalance(database, referrer)).toBe(referrerBefore + bonus)
    expect(await settlementBalance(database, friend)).toBe(friendBefore + bonus)
    await audit()
  })

  it('pays nothing for a replayed opening, a second reward or a second deposit', async () => {
    const [opened] = await database.orm
      .select()
      .from(savingsOrders)
      .where(eq(savingsOrders.customerId, friend))
    if (opened === undefined) throw new Error('no order')
    const today = await ledger.clock.today()
    const now = await ledger.clock.now()
    await database.orm.transaction(async (tx) => {
      await openDepositOfOrder(tx, opened.id, today, now)
      await rewardReferral(tx, friend, today, now)
    })
    await fund(friend, 500_000)
    await order(friend, 500_000)
    await ledger.advanceClock(10 * day)
    expect(await bonusBookings(referrer)).toHaveLength(1)
    expect(await bonusBookings(friend)).toHaveLength(1)
    expect(await database.orm.select().from(referralBonuses)).toHaveLength(2)
    expect(await leadStatus('REF-TEST-1')).toBe('REWARDED')
    await audit()
  })

  it('refuses a second payment for the same lead and account even past the status check', async () => {
    const today = await ledger.clock.today()
    const now = await ledger.clock.now()
    await database.orm
      .update(referralLeads)
      .set({ status: 'FIRST_DEPOSIT' })
      .where(eq(referralLeads.id, 'REF-TEST-1'))
    await expect(
      database.orm.transaction((tx) => rewardReferral(tx, friend, today, now)),
    ).rejects.toThrow()
    await database.orm
      .update(referralLeads)
      .set({ status: 'REWARDED' })
      .where(eq(referralLeads.id, 'REF-TEST-1'))
    expect(await bonusBookings(friend)).toHaveLength(1)
    await audit()
  })

  it('pays no bonus to an account whose market has no programme, and still rewards the lead', async () => {
    const today = await ledger.clock.today()
    const now = await ledger.clock.now()
    const referrerBefore = await bonusBookings(referrer)
    await database.orm.transaction((tx) => rewardReferral(tx, otherFriend, today, now, () => null))
    expect(await leadStatus('REF-TEST-2')).toBe('REWARDED')
    expect(await bonusBookings(otherFriend)).toEqual([])
    expect(await bonusBookings(referrer)).toHaveLength(referrerBefore.length)
    await audit()
  })

  it('rewards no one for an account that came without a link', async () => {
    const today = await ledger.clock.today()
    const now = await ledger.clock.now()
    await database.orm.transaction((tx) => rewardReferral(tx, 'BAC_1000000002', today, now))
    expect(await bonusBookings('BAC_1000000002')).toEqual([])
  })
})

// The whole way on one engine: a friend registers through Erika's link, the bank opens the
// account (the sandbox has no step for that: the test does it), the friend orders and pays in,
// and the deposit's opening pays both (what the e2e cannot reach without an account opening).
describe('a friend registered through the link, from registration to the bonus', () => {
  let database: Database
  let ledger: ReturnType<typeof createTestLedger>
  beforeAll(async () => {
    database = await (ledgerEngines[0]?.[1] ?? (() => Promise.reject(new Error('no engine'))))()
    ledger = createTestLedger(database)
  })
  afterAll(() => database.close())

  it('credits the lead, notes the first deposit and pays both once the deposit opens', async () => {
    const now = await ledger.clock.now()
    const code = await referralCodeOf(database.orm, referrer, now)
    const registered = await registerUser(
      database.orm,
      {
        email: 'nora.berg@example.com',
        password: 'Referred-2026-friend',
        firstName: 'Nora',
        lastName: 'Berg',
        accountType: 'PERSONAL',
        referralCode: code,
      },
      now,
    )
    if (registered instanceof ServiceError) throw registered
    expect(registered.referral).toBe('recorded')
    const nora = registered.customerId
    const leadOf = async () => {
      const [lead] = await database.orm
        .select()
        .from(referralLeads)
        .where(eq(referralLeads.referredCustomerId, nora))
      return lead
    }
    expect(await leadOf()).toMatchObject({ customerId: referrer, status: 'REGISTERED' })
    // the bank opens the account: identified, roles approved, a reference account
    await database.orm
      .update(customerAccounts)
      .set({ status: 'ACTIVE' })
      .where(eq(customerAccounts.id, nora))
    await database.orm
      .update(personRoles)
      .set({ status: 'ACTIVE' })
      .where(eq(personRoles.customerId, nora))
    await database.orm.insert(referenceAccounts).values({
      accountId: `REFACC-${nora}`,
      customerId: nora,
      accountHolder: 'Nora Berg',
      bankName: 'Hausbank',
      bic: 'COBADEFFXXX',
      iban: 'DE02120300000000202051',
      accountNumber: '0000202051',
      branchCode: '12030000',
      ccy: 'EUR',
    })
    const offer = await findOffer(database, 'term_deposit', 500_000)
    await placeFundedOrder(database, ledger, nora, {
      offerId: offer.id,
      amount: 500_000,
      key: 'nora-1',
    })
    expect(await leadOf()).toMatchObject({ status: 'FIRST_DEPOSIT' })
    await ledger.advanceClock(10 * day)
    expect(await leadOf()).toMatchObject({ status: 'REWARDED' })
    const paid = await database.orm
      .select({ customerId: bookings.customerId, amount: bookings.amount })
      .from(bookings)
      .where(eq(bookings.type, 'REFERRAL_BONUS'))
    expect(paid.sort((a, b) => String(a.customerId).localeCompare(String(b.customerId)))).toEqual(
      [
        { customerId: referrer, amount: bonus },
        { customerId: nora, amount: bonus },
      ].sort((a, b) => a.customerId.localeCompare(b.customerId)),
    )
    expect(await settlementBalance(database, nora)).toBe(bonus)
    const check = await checkLedger(database.orm)
    expect(Object.values(check.sums).every((sum) => sum === 0)).toBe(true)
    expect([...check.driftingAccounts, ...check.driftingLines]).toEqual([])
  })
})
