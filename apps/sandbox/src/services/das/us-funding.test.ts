import { checkRoutingNumber } from '@portal/domain/customer-data/aba-routing-number'
import { type AccountIdentifier, accountKey } from '@portal/domain/customer-data/account-identifier'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../bank/ledger/ledger-invariants'
import { orderViews } from '../../bank/ledger/order-views'
import { verifyPaymentChallenge } from '../../bank/sca/payment-binding'
import type { Database } from '../../db/database'
import { bookings, referenceAccounts, savingsOrders, smsOutbox } from '../../db/schema'
import { ServiceError } from '../../http/service-error'
import { marketCustomerId } from '../../seed/market-customers'
import { sentPaymentChallenge } from '../../test-support/ledger-actions'
import { createTestLedger, findOffer } from '../../test-support/ledger-fixtures'
import { openTestDatabase } from '../../test-support/seeded-database'
import { savingsOverview } from './savings-overview'

// The seeded en-us customer (demo.en-us@example.com): a US saver names accounts by routing and
// account number, funds by ACH or wire and is paid out to the same US account.
const customerId = marketCustomerId('en-us')
let database: Database
let ledger: ReturnType<typeof createTestLedger>
let reference: Extract<AccountIdentifier, { scheme: 'aba' }>
beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
  ledger = createTestLedger(database)
  const [row] = await database.orm
    .select()
    .from(referenceAccounts)
    .where(eq(referenceAccounts.customerId, customerId))
  reference = {
    scheme: 'aba',
    routingNumber: row?.branchCode ?? '',
    accountNumber: row?.accountNumber ?? '',
  }
})
afterAll(() => database.close())

const transfer = (fromAccount: AccountIdentifier, amount: number) =>
  ledger.receiveTransfer(customerId, { fromAccount, amount, currency: 'USD', reference: 'Order' })

describe('a US customer funds an order and is paid out', () => {
  it('tells them the settlement account by routing and account number, not an IBAN', async () => {
    const offer = await findOffer(database, 'term_deposit', 1_000_000, {
      bankCountry: 'US',
      currency: 'USD',
    })
    const placed = await ledger.placeOrder(
      customerId,
      { offerId: offer.id, amount: 1_000_000 },
      { key: 'us-order', method: 'POST', path: '/orders' },
    )
    if (placed instanceof ServiceError) throw placed
    expect(placed.status).toBe(201)
    const [view] = await orderViews(database.orm, customerId, '2026-11-23')
    const account = view?.transferDetails?.account
    expect(account).toMatchObject({
      scheme: 'aba',
      accountNumber: expect.stringMatching(/^\d{10}$/),
    })
    expect(account?.scheme === 'aba' && checkRoutingNumber(account.routingNumber).ok).toBe(true)
  })

  it.each([
    ['the same routing number, another account', { accountNumber: '999999999999' }],
    ['another bank, the same account number', { routingNumber: '011000015' }],
  ])('returns a transfer from %s', async (_case, differing) => {
    const answer = await transfer({ ...reference, ...differing }, 1_000_000)
    expect(answer).toMatchObject({ status: 'returned' })
  })

  it('returns a transfer from an IBAN (a US reference account has none)', async () => {
    const answer = await ledger.receiveTransfer(customerId, {
      fromIban: 'DE89370400440532013000',
      amount: 1_000_000,
      currency: 'USD',
      reference: 'Order',
    })
    expect(answer).toMatchObject({ status: 'returned' })
  })

  it('credits a transfer from the reference account and funds the order', async () => {
    expect(await transfer(reference, 1_000_000)).toMatchObject({ status: 'credited' })
    const [order] = await database.orm
      .select()
      .from(savingsOrders)
      .where(eq(savingsOrders.customerId, customerId))
    expect(order).toMatchObject({ status: 'forwarded', currency: 'USD' })
  })

  it('pays out to the US reference account with an mTAN, and only there', async () => {
    expect(await transfer(reference, 25_000)).toMatchObject({ status: 'credited' })
    const payeeIban = accountKey(reference)
    const payment = { amount: 20_000, currency: 'USD', payeeIban }
    const now = await ledger.clock.now()
    const { challengeId, code } = await sentPaymentChallenge(database, customerId, payment, now)
    await verifyPaymentChallenge(database.orm, customerId, challengeId, { ...payment, code }, now)
    const [sms] = await database.orm
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.challengeId, challengeId))
    // the SMS names the payee as a US bank does, never the internal account key
    expect(sms?.text).toContain(
      `to ${reference.accountNumber} (routing number ${reference.routingNumber})`,
    )
    const pay = (payee: string, key: string) =>
      ledger.withdraw(
        customerId,
        { currency: 'USD', amount: 20_000, payeeIban: payee, scaChallengeId: challengeId },
        { key, method: 'POST', path: '/withdrawals' },
      )
    const elsewhere = await pay(accountKey({ ...reference, accountNumber: '999999999999' }), 'p-0')
    expect(elsewhere).toMatchObject({ status: 422, body: { code: 'payeeNotReferenceAccount' } })
    const paid = await pay(payeeIban, 'p-1')
    expect(paid).toMatchObject({ status: 201, body: { status: 'executed', payeeIban } })
    const payouts = await database.orm.select().from(bookings).where(eq(bookings.type, 'PAYOUT'))
    expect(payouts.filter((booking) => booking.customerId === customerId)).toMatchObject([
      { amount: 20_000, currency: 'USD', counterpartyIban: payeeIban },
    ])
    const overview = await savingsOverview(database.orm, customerId, '2026-11-23')
    expect(overview.settlementAccounts).toMatchObject([
      { currency: 'USD', balance: 5_000, account: { scheme: 'aba' } },
    ])
    const check = await checkLedger(database.orm)
    expect(check.sums.USD).toBe(0)
    expect(Object.values(check.sums).every((total) => total === 0)).toBe(true)
    expect(check.negativeCustomerAccounts).toEqual([])
  })
})
