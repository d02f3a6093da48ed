import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { ServiceError } from '../../http/service-error'
import {
  type ActionWorld,
  actionCurrencies,
  ledgerAction,
  runAction,
  settlementBalance,
  verifiedChallenge,
} from '../../test-support/ledger-actions'
import {
  createTestLedger,
  findOffer,
  ledgerEngines,
  referenceIbanOf,
} from '../../test-support/ledger-fixtures'
import { checkLedger } from './ledger-invariants'

// the world grows over the runs (deposits keep booking interest), so cost grows faster than runs
const runsPerEngine: Record<string, number> = { PGlite: 15, PostgreSQL: 15 }

describe.each(ledgerEngines)('ledger properties on %s', (engine, open) => {
  let database: Database
  let world: ActionWorld
  beforeAll(async () => {
    database = await open()
    let key = 0
    const customers = await Promise.all(
      ['BAC_1000000001', 'BAC_1000000002'].map(async (id) => ({
        id,
        referenceIban: await referenceIbanOf(database, id),
      })),
    )
    const offers = [
      await findOffer(database, 'term_deposit', 1_000_000, { payout: 'MONTHLY' }),
      await findOffer(database, 'term_deposit', 1_000_000, { payout: 'MATURITY' }),
      await findOffer(database, 'overnight_deposit', 1_000_000),
      await findOffer(database, 'notice_account', 1_000_000),
      await findOffer(database, 'flexgeld', 1_000_000),
      // foreign-currency deposits of European banks: orders funded in their own currency
      await findOffer(database, 'foreign_currency', 1_000_000, { currency: 'USD' }),
      await findOffer(database, 'foreign_currency', 1_000_000, { currency: 'GBP' }),
    ]
    world = {
      database,
      ledger: createTestLedger(database),
      customers,
      offers,
      nextKey: () => `key-${++key}`,
    }
  })
  afterAll(() => database.close())

  it('lets only one of concurrent withdrawals through when the balance covers one', async () => {
    // the joint account: no seeded orders take the money first
    const who = world.customers[1]
    if (who === undefined) throw new Error('no customer')
    await world.ledger.receiveTransfer(who.id, {
      fromIban: who.referenceIban,
      amount: 1_000_000,
      currency: 'EUR',
      reference: '',
    })
    const settlement = await settlementBalance(database, who.id)
    expect(settlement).toBeGreaterThanOrEqual(1_000_000)
    const amount = Math.floor(settlement * 0.6)
    const requests = await Promise.all(
      Array.from({ length: 6 }, () => verifiedChallenge(database, who, amount)),
    )
    const answers = await Promise.all(
      requests.map((scaChallengeId, index) =>
        world.ledger.withdraw(
          who.id,
          { amount, currency: 'EUR', payeeIban: who.referenceIban, scaChallengeId },
          { key: `parallel-${index}`, method: 'POST', path: '/withdrawals' },
        ),
      ),
    )
    const executed = answers.filter(
      (answer) => !(answer instanceof ServiceError) && answer.status === 201,
    )
    expect(executed).toHaveLength(1)
    expect(await settlementBalance(database, who.id)).toBe(settlement - amount)
  })

  it('keeps every currency at zero, no customer balance below zero, nothing doubled on replay', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ledgerAction, { minLength: 1, maxLength: 15 }), async (actions) => {
        for (const action of actions) {
          expect(await runAction(world, action)).toBe(true)
        }
        const check = await checkLedger(database.orm)
        expect(Object.entries(check.sums).filter(([, sum]) => sum !== 0)).toEqual([])
        expect(check.negativeCustomerAccounts).toEqual([])
        expect(check.driftingAccounts).toEqual([])
        expect(check.driftingLines).toEqual([])
        expect(check.driftingDeposits).toEqual([])
      }),
      { numRuns: runsPerEngine[engine] ?? 10, endOnFailure: true },
    )
    // the sequences moved money in every currency, so each one's zero sum was checked
    const { sums } = await checkLedger(database.orm)
    expect(Object.keys(sums)).toEqual(expect.arrayContaining([...actionCurrencies]))
  }, 120_000)
})
