import { sum } from 'drizzle-orm'
import type { SandboxOrm } from '../db/database'
import { bookings, ledgerAccounts } from '../db/schema'

export interface LedgerCheck {
  /** Sum of all balances per currency: always 0 in a double-entry ledger. */
  sums: Record<string, number>
  /** Customer accounts below zero (must be none). */
  negativeCustomerAccounts: string[]
  /** Accounts whose stored balance differs from the sum of their bookings (must be none). */
  driftingAccounts: string[]
}

const customerKinds = new Set(['settlement', 'deposit'])

/** Audits the whole ledger: what tests assert and what a support person would run. */
export async function checkLedger(orm: SandboxOrm): Promise<LedgerCheck> {
  const accounts = await orm
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
  const credits = await orm
    .select({ id: bookings.toAccountId, total: sum(bookings.amount) })
    .from(bookings)
    .groupBy(bookings.toAccountId)
  const debits = await orm
    .select({ id: bookings.fromAccountId, total: sum(bookings.amount) })
    .from(bookings)
    .groupBy(bookings.fromAccountId)
  const booked = new Map<string, number>()
  for (const row of credits) booked.set(row.id, (booked.get(row.id) ?? 0) + Number(row.total))
  for (const row of debits) booked.set(row.id, (booked.get(row.id) ?? 0) - Number(row.total))
  const check: LedgerCheck = { sums: {}, negativeCustomerAccounts: [], driftingAccounts: [] }
  for (const account of accounts) {
    check.sums[account.currency] = (check.sums[account.currency] ?? 0) + account.balance
    if (customerKinds.has(account.kind) && account.balance < 0) {
      check.negativeCustomerAccounts.push(account.id)
    }
    if ((booked.get(account.id) ?? 0) !== account.balance) check.driftingAccounts.push(account.id)
  }
  return check
}
