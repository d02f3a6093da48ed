// The read paths' batch: once caught up it is skipped until the interval passes or the ledger
// writes, so reads do not repeat it (it ran before every read).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxClock } from '../../clock/sandbox-clock'
import type { Database } from '../../db/database'
import { deposits } from '../../db/schema'
import { ledgerTestStart } from '../../test-support/ledger-fixtures'
import { openTestDatabase } from '../../test-support/seeded-database'
import { createSavingsLedger } from './savings-ledger'

describe('the batch before reads', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase({ seed: true })
  })
  afterAll(() => database.close())

  it('runs once per interval, and again after a write', async () => {
    const clock = createSandboxClock(database.orm, () => ledgerTestStart)
    const ledger = createSavingsLedger(database.orm, clock, { batchIntervalMs: 60_000 })
    await ledger.catchUp()
    const [deposit] = await database.orm
      .select({ id: deposits.id })
      .from(deposits)
      .where(eq(deposits.status, 'active'))
      .limit(1)
    if (deposit === undefined) throw new Error('the seed has no active deposit')
    const interestDue = and(
      eq(deposits.id, deposit.id),
      eq(deposits.nextInterestOn, await clock.today()),
    )
    await database.orm
      .update(deposits)
      .set({ nextInterestOn: await clock.today() })
      .where(eq(deposits.id, deposit.id))

    expect(await ledger.catchUp()).toBe(0)
    expect(await database.orm.select().from(deposits).where(interestDue)).toHaveLength(1)

    await ledger.cancelOrder('BAC_1000000001', 'no-such-order')
    expect(await ledger.catchUp()).toBeGreaterThan(0)
    expect(await database.orm.select().from(deposits).where(interestDue)).toHaveLength(0)
  })
})
