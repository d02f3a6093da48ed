import { count, eq, inArray, sum } from 'drizzle-orm'
import type { SandboxOrm } from '../../db/database'
import {
  bookingLineCounts,
  bookingLines,
  bookings,
  deposits,
  ledgerAccounts,
} from '../../db/schema'
import { flooredKinds, listedKinds } from './ledger-accounts'

export interface LedgerCheck {
  /** Sum of all balances per currency: always 0 in a double-entry ledger. */
  sums: Record<string, number>
  /** Customer accounts (settlement, deposit, portfolio cash, custody) below zero (must be none). */
  negativeCustomerAccounts: string[]
  /** Accounts whose stored balance differs from the sum of their bookings (must be none). */
  driftingAccounts: string[]
  /** `account type` pairs whose kept line count or lines differ from their bookings (must be none). */
  driftingLines: string[]
  /** Deposits whose running interest or tax total differs from their bookings (must be none). */
  driftingDeposits: string[]
}

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
  const check: LedgerCheck = {
    sums: {},
    negativeCustomerAccounts: [],
    driftingAccounts: [],
    driftingLines: await driftingLines(orm),
    driftingDeposits: await driftingDeposits(orm),
  }
  for (const account of accounts) {
    check.sums[account.currency] = (check.sums[account.currency] ?? 0) + account.balance
    if (flooredKinds.has(account.kind) && account.balance < 0) {
      check.negativeCustomerAccounts.push(account.id)
    }
    if ((booked.get(account.id) ?? 0) !== account.balance) check.driftingAccounts.push(account.id)
  }
  return check
}

/** Each own account's bookings per type, against its lines and its kept count. */
async function driftingLines(orm: SandboxOrm): Promise<string[]> {
  const tally = new Map<string, number[]>()
  const add = (key: string, slot: number, value: number) => {
    const entry = tally.get(key) ?? [0, 0, 0]
    entry[slot] = (entry[slot] ?? 0) + value
    tally.set(key, entry)
  }
  for (const column of [bookings.toAccountId, bookings.fromAccountId]) {
    const rows = await orm
      .select({ account: column, type: bookings.type, n: count() })
      .from(bookings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, column))
      .where(inArray(ledgerAccounts.kind, [...listedKinds]))
      .groupBy(column, bookings.type)
    for (const row of rows) add(`${row.account} ${row.type}`, 0, row.n)
  }
  const lines = await orm
    .select({ account: bookingLines.accountId, type: bookingLines.type, n: count() })
    .from(bookingLines)
    .groupBy(bookingLines.accountId, bookingLines.type)
  for (const row of lines) add(`${row.account} ${row.type}`, 1, row.n)
  const kept = await orm.select().from(bookingLineCounts)
  for (const row of kept) add(`${row.accountId} ${row.type}`, 2, row.lines)
  return [...tally]
    .filter(([, [booked, listed, counted]]) => booked !== listed || booked !== counted)
    .map(([key]) => key)
}

async function driftingDeposits(orm: SandboxOrm): Promise<string[]> {
  const totals = await orm
    .select({ id: bookings.depositId, type: bookings.type, total: sum(bookings.amount) })
    .from(bookings)
    .where(inArray(bookings.type, ['INTEREST', 'WITHHOLDING_TAX']))
    .groupBy(bookings.depositId, bookings.type)
  const totalOf = new Map(totals.map((row) => [`${row.id} ${row.type}`, Number(row.total)]))
  const booked = (id: string, type: string) => totalOf.get(`${id} ${type}`) ?? 0
  const rows = await orm
    .select({ id: deposits.id, paid: deposits.paidInterest, tax: deposits.withheldTax })
    .from(deposits)
  return rows
    .filter(
      (row) =>
        row.paid !== booked(row.id, 'INTEREST') || row.tax !== booked(row.id, 'WITHHOLDING_TAX'),
    )
    .map((row) => row.id)
}
