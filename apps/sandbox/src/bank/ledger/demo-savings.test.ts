import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { deposits, ledgerAccounts, savingsOrders } from '../../db/schema'
import { openTestDatabase } from '../../test-support/seeded-database'
import { demoSavingsCustomerId } from './demo-savings'
import { checkLedger } from './ledger-invariants'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase({ seed: true })
})
afterAll(() => database.close())

describe('seeded demo savings', () => {
  it('gives every demo customer a EUR settlement account', async () => {
    const accounts = await database.orm
      .select({ customerId: ledgerAccounts.customerId })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'settlement'))
    expect(accounts.map((account) => account.customerId).sort()).toEqual([
      'BAC_1000000001',
      'BAC_1000000002',
      'BAC_1000000003',
      'BAC_1000000004',
      'BAC_1000000005',
    ])
  })

  it('opens three deposits for demo.personal, the notice account at a bank abroad, and keeps one order waiting for its money', async () => {
    const opened = await database.orm
      .select({
        productType: deposits.productType,
        status: deposits.status,
        bankCountry: deposits.bankCountry,
      })
      .from(deposits)
      .where(eq(deposits.customerId, demoSavingsCustomerId))
    expect(
      opened.map((deposit) => `${deposit.productType} ${deposit.bankCountry === 'DE'}`).sort(),
    ).toEqual(['notice_account false', 'overnight_deposit true', 'term_deposit true'])
    expect(opened.map((deposit) => deposit.productType).sort()).toEqual([
      'notice_account',
      'overnight_deposit',
      'term_deposit',
    ])
    const orders = await database.orm
      .select({ status: savingsOrders.status, reference: savingsOrders.reference })
      .from(savingsOrders)
      .where(eq(savingsOrders.customerId, demoSavingsCustomerId))
    expect(orders.filter((order) => order.status === 'pending_funding')).toEqual([
      { status: 'pending_funding', reference: 'ORDER 10909673' },
    ])
  })

  it('is a balanced ledger', async () => {
    const check = await checkLedger(database.orm)
    expect(check.sums).toEqual({ EUR: 0 })
    expect(check.driftingAccounts).toEqual([])
    expect(check.driftingLines).toEqual([])
    expect(check.driftingDeposits).toEqual([])
  })

  it('notices a balance changed behind the back of the ledger', async () => {
    const id = 'settlement:BAC_1000000005:EUR'
    await database.orm.update(ledgerAccounts).set({ balance: 1 }).where(eq(ledgerAccounts.id, id))
    const check = await checkLedger(database.orm)
    expect(check.sums).toEqual({ EUR: 1 })
    expect(check.driftingAccounts).toEqual([id])
  })
})
