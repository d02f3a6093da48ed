import { and, count, eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { accountIds } from '../bank/ledger/ledger-accounts'
import type { SavingsLedger } from '../bank/ledger/savings-ledger'
import {
  type ChallengedPayment,
  createPaymentChallenge,
  verifyPaymentChallenge,
} from '../bank/sca/payment-binding'
import type { Database } from '../db/database'
import type { offers } from '../db/schema'
import { bookings, deposits, ledgerAccounts, savingsOrders, smsOutbox } from '../db/schema'
import { ServiceError } from '../http/service-error'
import { day, ledgerTestStart, referenceIbanOf } from './ledger-fixtures'

type Offer = typeof offers.$inferSelect

/** One step a customer, a sender or time takes; the property runs random sequences of them. */
export type LedgerAction =
  | {
      kind: 'order'
      customer: number
      offer: number
      share: number
      prolong: boolean
      replay: boolean
    }
  | { kind: 'transfer'; customer: number; own: boolean; amount: number; currency: string }
  | { kind: 'advance'; days: number }
  | {
      kind: 'withdraw'
      customer: number
      fromDeposit: boolean
      share: number
      replay: boolean
      currency: string
    }
  | { kind: 'cancel'; customer: number; pick: number }
  | { kind: 'notice'; customer: number; pick: number }

const customer = fc.integer({ min: 0, max: 1 })
const share = fc.double({ min: 0, max: 1, noNaN: true })
/** Settlement accounts in more than one currency: each must sum to zero on its own. */
export const actionCurrencies = ['EUR', 'USD', 'GBP'] as const
const currency = fc.constantFrom(...actionCurrencies)

export const ledgerAction: fc.Arbitrary<LedgerAction> = fc.oneof(
  fc.record({
    kind: fc.constant('order'),
    customer,
    offer: fc.nat(),
    share,
    prolong: fc.boolean(),
    replay: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('transfer'),
    customer,
    own: fc.boolean(),
    amount: fc.integer({ min: 1, max: 5_000_000 }),
    currency,
  }),
  fc.record({ kind: fc.constant('advance'), days: fc.integer({ min: 0, max: 70 }) }),
  fc.record({
    kind: fc.constant('withdraw'),
    customer,
    fromDeposit: fc.boolean(),
    share,
    replay: fc.boolean(),
    currency,
  }),
  fc.record({ kind: fc.constant('cancel'), customer, pick: fc.nat() }),
  fc.record({ kind: fc.constant('notice'), customer, pick: fc.nat() }),
) as fc.Arbitrary<LedgerAction>

export interface ActionWorld {
  database: Database
  ledger: SavingsLedger
  customers: { id: string; referenceIban: string }[]
  offers: Offer[]
  nextKey: () => string
}

async function counts(database: Database) {
  const [orders] = await database.orm.select({ n: count() }).from(savingsOrders)
  const [booked] = await database.orm.select({ n: count() }).from(bookings)
  return { orders: orders?.n ?? 0, bookings: booked?.n ?? 0 }
}

/** Two replays of a request at once: true when they added no order and no booking. */
async function replaysChangeNothing(database: Database, request: () => Promise<unknown>) {
  const before = await counts(database)
  await Promise.all([request(), request()])
  return JSON.stringify(before) === JSON.stringify(await counts(database))
}

/** Runs one action; a replayed request must change nothing (returns false if it did). */
export async function runAction(world: ActionWorld, action: LedgerAction): Promise<boolean> {
  const { ledger, database } = world
  if (action.kind === 'advance') {
    await ledger.advanceClock(action.days * day)
    return true
  }
  const who = world.customers[action.customer] ?? world.customers[0]
  if (who === undefined) throw new Error('no customers')
  const request = { key: world.nextKey(), method: 'POST', path: `/${action.kind}` }
  switch (action.kind) {
    case 'order': {
      const offer = world.offers[action.offer % world.offers.length]
      if (offer === undefined) return true
      const span = Math.min(offer.maxAmount, offer.minAmount + 3_000_000) - offer.minAmount
      const body = {
        offerId: offer.id,
        amount: offer.minAmount + Math.floor(span * action.share),
        prolongation: action.prolong ? undefined : ('NONE' as const),
      }
      const place = () => ledger.placeOrder(who.id, body, request)
      await place()
      return !action.replay || replaysChangeNothing(database, place)
    }
    case 'transfer': {
      const fromIban = action.own ? who.referenceIban : 'NL91ABNA0417164300'
      await ledger.receiveTransfer(who.id, {
        fromIban,
        amount: action.amount,
        currency: action.currency,
        reference: '',
      })
      return true
    }
    case 'cancel': {
      // mostly orders that can still be cancelled, sometimes one that was just forwarded
      const rows = await database.orm
        .select({ id: savingsOrders.id })
        .from(savingsOrders)
        .where(
          and(
            eq(savingsOrders.customerId, who.id),
            inArray(savingsOrders.status, ['pending_funding', 'forwarded']),
          ),
        )
      const target = rows[action.pick % Math.max(rows.length, 1)]
      if (target !== undefined) await ledger.cancelOrder(who.id, target.id)
      return true
    }
    case 'notice': {
      const rows = await database.orm
        .select({ id: deposits.id })
        .from(deposits)
        .where(and(eq(deposits.customerId, who.id), eq(deposits.offerProductType, 'NOTICE')))
      const target = rows[action.pick % Math.max(rows.length, 1)]
      if (target !== undefined) await ledger.giveNotice(who.id, target.id)
      return true
    }
    case 'withdraw':
      return withdraw(world, who, action, request)
  }
}

async function withdraw(
  world: ActionWorld,
  who: { id: string; referenceIban: string },
  action: Extract<LedgerAction, { kind: 'withdraw' }>,
  request: { key: string; method: string; path: string },
): Promise<boolean> {
  const { database, ledger } = world
  const [source] = action.fromDeposit
    ? await database.orm
        .select({ id: deposits.id })
        .from(deposits)
        .where(
          and(
            eq(deposits.customerId, who.id),
            eq(deposits.currency, action.currency),
            inArray(deposits.productType, ['overnight_deposit', 'flexgeld']),
          ),
        )
    : [undefined]
  // up to 60,000.00: sometimes more than is there, which must be refused
  const amount = 1 + Math.floor(action.share * 6_000_000)
  const payment = { amount, currency: action.currency, payeeIban: who.referenceIban }
  const scaChallengeId = await verifiedChallenge(
    database,
    who,
    amount,
    await ledger.clock.now(),
    action.currency,
  )
  const body = { ...payment, scaChallengeId, depositId: source?.id }
  const pay = () => ledger.withdraw(who.id, body, request)
  await pay()
  return !action.replay || replaysChangeNothing(database, pay)
}

/** A payment challenge sent to the customer, with the code its SMS carries. */
export async function sentPaymentChallenge(
  database: Database,
  customerId: string,
  payment: ChallengedPayment,
  now: Date,
): Promise<{ challengeId: string; code: string }> {
  const challenge = await createPaymentChallenge(
    database.orm,
    { id: customerId, phoneNumber: '+4915100000000' },
    payment,
    null,
    now,
  )
  if (challenge instanceof ServiceError) throw challenge
  const [sms] = await database.orm
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.challengeId, challenge.challengeId))
  const code = /mTAN (\d{6})/.exec(sms?.text ?? '')?.[1] ?? ''
  return { challengeId: challenge.challengeId, code }
}

/** A challenge for `amount` (in `currency`) to the reference account, verified with the SMS code. */
export async function verifiedChallenge(
  database: Database,
  who: { id: string; referenceIban: string },
  amount: number,
  now = new Date(ledgerTestStart),
  currency = 'EUR',
): Promise<string> {
  const payment = { amount, currency, payeeIban: who.referenceIban }
  const { challengeId, code } = await sentPaymentChallenge(database, who.id, payment, now)
  await verifyPaymentChallenge(database.orm, who.id, challengeId, { ...payment, code }, now)
  return challengeId
}

export async function settlementBalance(
  database: Database,
  customerId: string,
  currency = 'EUR',
): Promise<number> {
  const [row] = await database.orm
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountIds.settlement(customerId, currency)))
  return row?.balance ?? 0
}

/**
 * An order placed and then paid in from the customer's reference account: forwarded to the bank,
 * it opens on the bank days the offer takes. Answers the order's id.
 */
export async function placeFundedOrder(
  database: Database,
  ledger: SavingsLedger,
  customerId: string,
  order: { offerId: string; amount: number; prolongation?: 'NONE'; key: string },
): Promise<string> {
  const { key, ...body } = order
  const placed = await ledger.placeOrder(customerId, body, { key, method: 'POST', path: '/orders' })
  if (placed instanceof ServiceError) throw placed
  if (placed.status !== 201) throw new Error(`order refused: ${JSON.stringify(placed.body)}`)
  await ledger.receiveTransfer(customerId, {
    fromIban: await referenceIbanOf(database, customerId),
    amount: order.amount,
    currency: 'EUR',
    reference: '',
  })
  return (placed.body as { id: string }).id
}
