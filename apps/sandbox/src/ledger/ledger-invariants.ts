import { sql } from 'drizzle-orm'
import type { SandboxOrm } from '../db/database'

export interface LedgerCheck {
  /** Sum of all balances per currency: always 0 in a double-entry ledger. */
  sums: Record<string, number>
  /** Customer accounts below zero (must be none). */
  negativeCustomerAccounts: string[]
  /** Accounts whose stored balance differs from the sum of their bookings (must be none). */
  driftingAccounts: string[]
}

/** Audits the whole ledger: what tests assert and what a support person would run. */
export async function checkLedger(orm: SandboxOrm): Promise<LedgerCheck> {
  const accounts = await orm.execute(sql`
    select a.id, a.kind, a.currency, a.balance::text as balance,
      (coalesce((select sum(amount) from bookings where to_account_id = a.id), 0)
       - coalesce((select sum(amount) from bookings where from_account_id = a.id), 0))::text as booked
    from ledger_accounts a`)
  const rows = (accounts as unknown as { rows: Record<string, string>[] }).rows
  const sums: Record<string, number> = {}
  const negativeCustomerAccounts: string[] = []
  const driftingAccounts: string[] = []
  for (const row of rows) {
    const balance = Number(row.balance)
    const currency = row.currency ?? ''
    sums[currency] = (sums[currency] ?? 0) + balance
    if ((row.kind === 'settlement' || row.kind === 'deposit') && balance < 0)
      negativeCustomerAccounts.push(row.id ?? '')
    if (Number(row.booked) !== balance) driftingAccounts.push(row.id ?? '')
  }
  return { sums, negativeCustomerAccounts, driftingAccounts }
}
