import { eq, inArray, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portfolioMandate } from '../bank/investments/portfolio-rows'
import { checkLedger } from '../bank/ledger/ledger-invariants'
import { consumeDataChangeChallenge } from '../bank/sca/data-change-binding'
import { consumePaymentChallenge } from '../bank/sca/payment-binding'
import { openEmptyPostgresDatabase } from '../test-support/postgres-test-database'
import { migrateToLastRelease, releaseData } from '../test-support/release-database'
import { type Database, openDatabase } from './database'
import {
  bookings,
  investmentPortfolioHoldings,
  investmentPortfolios,
  ledgerAccounts,
} from './schema'

const engines: [string, () => Promise<Database>][] = [
  ['PGlite', () => openDatabase()],
  ['PostgreSQL', openEmptyPostgresDatabase],
]

interface OldBooking {
  portfolio_id: string
  booking_date: string
  type: string
  from_account: string
  to_account: string
  amount: string
  order_id: string | null
  period: string | null
}

/**
 * The migrations of this change on a database of the last release: every investment booking
 * moves into the ledger with its amount, date, order and fee month, the accounts keep what they
 * held, the ledger's audit passes, and challenges verified before still confirm what they bound.
 */
describe.each(engines)('migrating a database of the last release on %s', (_engine, open) => {
  let database: Database
  let before: OldBooking[]
  let ledgerBefore: Map<string, number>

  beforeAll(async () => {
    database = await open()
    await migrateToLastRelease(database)
    before = (
      await database.client.query<OldBooking>(
        'SELECT portfolio_id, booking_date::text, type, from_account, to_account, amount::text, order_id, period FROM investment_bookings ORDER BY sequence',
      )
    ).rows
    const accounts = await database.client.query<{ id: string; balance: string }>(
      'SELECT id, balance::text FROM ledger_accounts',
    )
    ledgerBefore = new Map(accounts.rows.map((row) => [row.id, Number(row.balance)]))
    await database.migrate()
  })
  afterAll(() => database.close())

  it('books every investment booking in the ledger, the same amounts, dates, orders and months', async () => {
    const moved = await database.orm
      .select()
      .from(bookings)
      .where(isNotNull(bookings.portfolioId))
      .orderBy(bookings.sequence)
    expect(
      moved.map((row) => ({
        portfolio_id: row.portfolioId,
        booking_date: row.bookingDate,
        type: row.type,
        from_account: row.fromAccountId,
        to_account: row.toAccountId,
        amount: String(row.amount),
        order_id: row.orderId,
        period: row.period,
      })),
    ).toEqual(before)
    expect(before).toHaveLength(7)
  })

  it('keeps each account’s money: the portfolios’ as before, the reference accounts’ less what was invested', async () => {
    const net = new Map<string, number>()
    for (const row of before) {
      net.set(row.to_account, (net.get(row.to_account) ?? 0) + Number(row.amount))
      net.set(row.from_account, (net.get(row.from_account) ?? 0) - Number(row.amount))
    }
    const ids = [...net.keys()]
    const after = await database.orm
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids))
    const expected = ids.map((id) => ({
      id,
      balance: (ledgerBefore.get(id) ?? 0) + (net.get(id) ?? 0),
    }))
    expect(
      after.map(({ id, balance }) => ({ id, balance })).sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)))
    expect(Object.fromEntries(after.map((row) => [row.id, row.kind]))).toMatchObject({
      [`reference:${releaseData.investor}:EUR`]: 'reference',
      'portfolio-cash:PF-release-1': 'portfolio_cash',
      'custody:PF-release-1': 'custody',
      'fee-income:EUR': 'fee_income',
    })
    expect(after.find((row) => row.id === `reference:${releaseData.saver}:EUR`)?.balance).toBe(
      -1_500_000 - 100_000,
    )
  })

  it('passes the ledger’s audit', async () => {
    const check = await checkLedger(database.orm)
    expect(check.sums).toEqual({ EUR: 0 })
    expect(check.negativeCustomerAccounts).toEqual([])
    expect(check.driftingAccounts).toEqual([])
    expect(check.driftingLines).toEqual([])
    expect(check.driftingDeposits).toEqual([])
  })

  it('drops the tables whose rows moved', async () => {
    const tables = await database.client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
    )
    const names = tables.rows.map((row) => row.name)
    expect(names).not.toContain('investment_bookings')
    expect(names).not.toContain('data_change_challenges')
  })

  it('lets challenges verified before the migration confirm exactly what they bound', async () => {
    const { saver, payment } = releaseData
    const otherPayee = { ...payment, payeeIban: 'DE02100100100006820101' }
    expect(
      await consumePaymentChallenge(database.orm, saver, 'SCA-release', otherPayee, 'x'),
    ).toMatchObject({ status: 403 })
    expect(
      await consumePaymentChallenge(database.orm, saver, 'SCA-release', payment, 'payout'),
    ).toBeUndefined()
    const owner = { userId: releaseData.changingUser, customerId: saver }
    expect(
      await consumeDataChangeChallenge(
        database.orm,
        owner,
        'DCC-release',
        'email_change',
        releaseData.emailChange,
        'change',
      ),
    ).toBeUndefined()
    const [used] = await database.client
      .query<{ n: string }>("SELECT count(*)::text AS n FROM sca_challenges WHERE status = 'used'")
      .then((result) => result.rows)
    expect(used?.n).toBe('2')
  })

  it('leaves the savings booking where it was', async () => {
    const [transfer] = await database.orm
      .select()
      .from(bookings)
      .where(eq(bookings.id, 'release-transfer'))
    expect(transfer).toMatchObject({ type: 'TRANSFER_IN', amount: 1_500_000, portfolioId: null })
  })

  it('keeps the release’s portfolios on their classes’ model portfolios (no holdings of their own)', async () => {
    const portfolios = await database.orm
      .select()
      .from(investmentPortfolios)
      .orderBy(investmentPortfolios.id)
    expect(portfolios.map((row) => [row.id, row.kind, row.riskClass])).toEqual([
      ['PF-release-1', 'managed', '70'],
      ['PF-release-2', 'pension', '50'],
    ])
    expect(await database.orm.select().from(investmentPortfolioHoldings)).toEqual([])
    const [managed] = portfolios
    if (!managed) throw new Error('no release portfolio')
    const mandate = await database.orm.transaction((tx) => portfolioMandate(tx, managed))
    expect(mandate.holdings).toHaveLength(7)
    expect(mandate.feeBasisPoints).toBe(60)
  })
})
