import { count, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { seedDemoSavings } from '../bank/ledger/demo-savings'
import type { Database, SandboxOrm } from '../db/database'
import { migrateDatabase } from '../db/database'
import { toBankRow } from '../db/mapping/bank-mapping'
import { toOfferRow } from '../db/mapping/offer-mapping'
import * as schema from '../db/schema'
import { buildBanks } from './banks'
import { seedDemoCustomerData } from './demo-customer-data'
import { buildDemoCustomers } from './demo-customers'
import { seedDemoReferralCodes } from './demo-referral-codes'
import { withHostileTexts } from './hostile-texts'
import { buildMarketCustomers } from './market-customers'
import { buildOffers } from './offers'
import { withTermOfferCount } from './scaled-offers'
import { createSeedFaker } from './seed-faker'

export interface SeedSummary {
  banks: number
  offers: number
  customerAccounts: number
  users: number
}

/** Writes the deterministic seed in one transaction: all of it or nothing. */
export async function seedDatabase(database: Database): Promise<SeedSummary> {
  const faker = createSeedFaker()
  const banks = withHostileTexts(buildBanks(faker))
  const seededOffers = buildOffers(faker, banks)
  const customers = buildDemoCustomers(faker)
  const marketCustomers = buildMarketCustomers()
  // after everything else, so the bench-only copies leave the rest of the seed as it always is
  const offers = withTermOfferCount(faker, seededOffers)
  await database.orm.transaction(async (tx) => {
    await insertInChunks(tx, schema.banks, banks.map(toBankRow))
    await insertInChunks(tx, schema.offers, offers.map(toOfferRow))
    for (const group of [customers, marketCustomers]) {
      await insertInChunks(tx, schema.customerAccounts, group.accounts)
      await insertInChunks(tx, schema.persons, group.persons)
      await insertInChunks(tx, schema.personRoles, group.roles)
      await insertInChunks(tx, schema.referenceAccounts, group.referenceAccounts)
      await insertInChunks(tx, schema.users, group.users)
      await insertInChunks(tx, schema.consents, group.consents)
    }
  })
  await seedDemoSavings(
    database.orm,
    customers.accounts.map((account) => account.id),
  )
  await seedDemoCustomerData(database.orm)
  await seedDemoReferralCodes(
    database.orm,
    [...customers.accounts, ...marketCustomers.accounts].map((account) => account.id),
  )
  return {
    banks: banks.length,
    offers: offers.length,
    customerAccounts: customers.accounts.length + marketCustomers.accounts.length,
    users: customers.users.length + marketCustomers.users.length,
  }
}

type Transaction = Parameters<Parameters<SandboxOrm['transaction']>[0]>[0]

async function insertInChunks<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    await tx.insert(table).values(rows.slice(start, start + 200))
  }
}

export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const [row] = await database.orm.select({ banks: count() }).from(schema.banks)
  return (row?.banks ?? 0) === 0
}

/** Migrates, then seeds when there is nothing yet. Returns the summary when it seeded. */
export async function prepareDatabase(database: Database): Promise<SeedSummary | undefined> {
  await migrateDatabase(database)
  return (await isDatabaseEmpty(database)) ? seedDatabase(database) : undefined
}

/** Drops every table and the migration journal, migrates from scratch and seeds again. */
export async function resetDatabase(database: Database): Promise<SeedSummary> {
  await database.orm.execute(sql`drop schema if exists public cascade`)
  await database.orm.execute(sql`drop schema if exists drizzle cascade`)
  await database.orm.execute(sql`create schema public`)
  await migrateDatabase(database)
  return seedDatabase(database)
}
