import type { InterestPayoutScheme, ProductType } from '@portal/domain'
import { and, asc, eq, gt, gte, inArray, lte, notInArray, sql } from 'drizzle-orm'
import { createSavingsLedger } from '../bank/ledger/savings-ledger'
import { createSandboxClock } from '../clock/sandbox-clock'
import type { Database } from '../db/database'
import { banks, offers, referenceAccounts } from '../db/schema'
import { openPostgresTestDatabase } from './postgres-test-database'
import { openTestDatabase } from './seeded-database'

/** The two engines the ledger runs on; ledger tests run once per engine. */
export const ledgerEngines: [string, () => Promise<Database>][] = [
  ['PGlite', () => openTestDatabase({ seed: true })],
  ['PostgreSQL', openPostgresTestDatabase],
]

/** 2026-11-23 09:00 UTC, a Monday: the sandbox clock of ledger tests starts here. */
export const ledgerTestStart = Date.UTC(2026, 10, 23, 9, 0, 0)

export function createTestLedger(database: Database) {
  return createSavingsLedger(
    database.orm,
    createSandboxClock(database.orm, () => ledgerTestStart),
  )
}

/** An open EUR offer of a European bank of the given product type that takes `amount`. */
export async function findOffer(
  database: Database,
  productType: ProductType,
  amount: number,
  extra: {
    payout?: InterestPayoutScheme
    automaticProlongation?: boolean
    compounding?: boolean
    bankCountry?: string
    currency?: string
    /** The shortest term the test needs (its interest payments fall in a later month). */
    minTermMonths?: number
    /** Only an offer with a minimum amount above one cent (one that can refuse a smaller one). */
    hasMinimum?: boolean
  } = {},
) {
  const rows = await database.orm
    .select({ offer: offers })
    .from(offers)
    .innerJoin(banks, eq(banks.id, offers.bankId))
    .where(
      and(
        eq(offers.productType, productType),
        eq(offers.currency, extra.currency ?? (extra.bankCountry === 'US' ? 'USD' : 'EUR')),
        inArray(offers.availability, ['AVAILABLE', 'LIMITED']),
        extra.bankCountry === undefined
          ? notInArray(banks.countryCode, ['US', 'GB'])
          : eq(banks.countryCode, extra.bankCountry),
        lte(offers.minAmount, amount),
        gte(offers.maxAmount, amount),
        ...(extra.payout ? [eq(offers.interestPayout, extra.payout)] : []),
        ...(extra.minTermMonths ? [gte(offers.termMonths, extra.minTermMonths)] : []),
        ...(extra.hasMinimum ? [gt(offers.minAmount, 1)] : []),
        ...(extra.compounding === undefined ? [] : [eq(offers.compounding, extra.compounding)]),
        ...(extra.automaticProlongation === undefined
          ? []
          : [
              sql`(${offers.terms}->'prolongation'->>'automatic')::boolean = ${extra.automaticProlongation}`,
            ]),
      ),
    )
    .orderBy(asc(offers.termMonths), asc(offers.id))
  const row = rows[0]
  if (row === undefined) throw new Error(`no ${productType} offer for ${amount}`)
  return row.offer
}

export async function referenceIbanOf(database: Database, customerId: string): Promise<string> {
  const [row] = await database.orm
    .select({ iban: referenceAccounts.iban })
    .from(referenceAccounts)
    .where(eq(referenceAccounts.customerId, customerId))
  return row?.iban ?? ''
}

export const day = 86_400_000
