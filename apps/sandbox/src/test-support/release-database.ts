import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { dataChangeBinding } from '../bank/sca/data-change-binding'
import { type Database, migrationsFolder } from '../db/database'

/** The last migration of the last release (main before the bank core): its schema is the start. */
export const lastReleaseMigration = '0006_exemption_order_changes'

/** A folder with the committed migrations up to the last release's, as that release shipped them. */
async function releaseMigrationsFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'sandbox-release-migrations-'))
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[]
  }
  const last = journal.entries.findIndex((entry) => entry.tag === lastReleaseMigration)
  if (last < 0) throw new Error(`no migration ${lastReleaseMigration}`)
  const entries = journal.entries.slice(0, last + 1)
  await mkdir(path.join(folder, 'meta'))
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  )
  for (const { tag } of entries) {
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`))
  }
  return folder
}

export const releaseData = {
  saver: 'BAC_1000000001',
  investor: 'BAC_1000000004',
  payment: { amount: 25_000, currency: 'EUR', payeeIban: 'DE89370400440532013000' },
  emailChange: { newEmail: 'new.address@example.com' },
  changingUser: 'user-release-0001',
}

/**
 * Rows as the last release wrote them, in its own tables: a savings transfer in the ledger (with
 * its line and count), two portfolios whose bookings live in `investment_bookings` with string
 * accounts (one customer also has a ledger reference account, the fee income is shared), a
 * verified payment challenge with amount and payee columns and a verified data-change challenge.
 */
function releaseRows(): string[] {
  const { saver, investor, payment } = releaseData
  const emailBinding = dataChangeBinding('email_change', releaseData.emailChange).digest
  return [
    `INSERT INTO ledger_accounts (id, kind, currency, customer_id, iban, balance) VALUES
      ('reference:${saver}:EUR', 'reference', 'EUR', '${saver}', NULL, -1500000),
      ('settlement:${saver}:EUR', 'settlement', 'EUR', '${saver}', 'DE02100200300000000169', 1500000)`,
    `INSERT INTO bookings (id, booked_at, booking_date, value_date, type, from_account_id,
      to_account_id, amount, currency, customer_id, reference) VALUES
      ('release-transfer', '2026-06-01T09:00:00Z', '2026-06-01', '2026-06-01', 'TRANSFER_IN',
       'reference:${saver}:EUR', 'settlement:${saver}:EUR', 1500000, 'EUR', '${saver}', 'top up')`,
    `INSERT INTO booking_lines (sequence, direction, customer_id, account_id, account, type,
      currency, booking_date, amount)
      SELECT sequence, 'CREDIT', '${saver}', 'settlement:${saver}:EUR', 'settlement',
       'TRANSFER_IN', 'EUR', '2026-06-01', 1500000 FROM bookings WHERE id = 'release-transfer'`,
    `INSERT INTO booking_line_counts VALUES
      ('${saver}', 'settlement:${saver}:EUR', 'TRANSFER_IN', 'EUR', 1)`,
    `INSERT INTO investment_portfolios VALUES
      ('PF-release-1', '${investor}', 'managed', '70', 'EUR', '2026-11-23', '{}'),
      ('PF-release-2', '${saver}', 'pension', '50', 'EUR', '2026-11-25', '{}')`,
    `INSERT INTO investment_orders VALUES
      ('ORD-1', 'PF-release-1', 'oneTime', 1000000, 'EUR', 'executed', '2026-11-23', '2026-11-24', NULL),
      ('ORD-2', 'PF-release-1', 'savingsPlan', 10000, 'EUR', 'pending', '2026-12-30', '2026-12-31', '2026-12-31'),
      ('ORD-3', 'PF-release-2', 'oneTime', 100000, 'EUR', 'executed', '2026-11-25', '2026-11-26', NULL)`,
    `INSERT INTO investment_bookings (portfolio_id, booking_date, type, from_account, to_account,
      amount, currency, order_id, period) VALUES
      ('PF-release-1', '2026-11-23', 'ORDER_DEBIT', 'reference:${investor}:EUR', 'portfolio-cash:PF-release-1', 1000000, 'EUR', 'ORD-1', NULL),
      ('PF-release-1', '2026-11-24', 'FUND_PURCHASE', 'portfolio-cash:PF-release-1', 'custody:PF-release-1', 1000000, 'EUR', 'ORD-1', NULL),
      ('PF-release-2', '2026-11-25', 'ORDER_DEBIT', 'reference:${saver}:EUR', 'portfolio-cash:PF-release-2', 100000, 'EUR', 'ORD-3', NULL),
      ('PF-release-2', '2026-11-26', 'FUND_PURCHASE', 'portfolio-cash:PF-release-2', 'custody:PF-release-2', 100000, 'EUR', 'ORD-3', NULL),
      ('PF-release-1', '2026-11-30', 'MANAGEMENT_FEE', 'custody:PF-release-1', 'fee-income:EUR', 498, 'EUR', NULL, '2026-11'),
      ('PF-release-2', '2026-11-30', 'MANAGEMENT_FEE', 'custody:PF-release-2', 'fee-income:EUR', 42, 'EUR', NULL, '2026-11'),
      ('PF-release-1', '2026-12-30', 'SAVINGS_PLAN_DEBIT', 'reference:${investor}:EUR', 'portfolio-cash:PF-release-1', 10000, 'EUR', 'ORD-2', NULL)`,
    `INSERT INTO sca_challenges (id, customer_id, amount, currency, payee_iban, code_hash, status,
      created_at, expires_at) VALUES
      ('SCA-release', '${saver}', ${payment.amount}, '${payment.currency}', '${payment.payeeIban}',
       'x', 'verified', now(), now() + interval '5 minutes')`,
    `INSERT INTO data_change_challenges (id, customer_id, user_id, purpose, binding, code_hash,
      status, created_at, expires_at) VALUES
      ('DCC-release', '${saver}', '${releaseData.changingUser}', 'email_change', '${emailBinding}',
       'x', 'verified', now(), now() + interval '5 minutes')`,
  ]
}

/** The database as the last release left it: its migrations, then its rows. */
export async function migrateToLastRelease(database: Database): Promise<void> {
  await database.migrate(await releaseMigrationsFolder())
  for (const statement of releaseRows()) await database.client.exec(statement)
}
