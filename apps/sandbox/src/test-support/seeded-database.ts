import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { type Database, migrateDatabase, openDatabase, pgliteDatabase } from '../db/database'
import { seedDatabase } from '../seed/seed-database'

/**
 * An in-memory database with the migrations applied, seeded unless asked not to. A seeded one
 * is loaded from the dump the global setup built (see global-seed.ts), each file its own copy.
 */
export async function openTestDatabase(options: { seed: boolean }): Promise<Database> {
  const dumpFile = options.seed ? inject('seededDataDump') : undefined
  if (dumpFile !== undefined) {
    const loadDataDir = new Blob([await readFile(dumpFile)])
    return pgliteDatabase(await PGlite.create({ loadDataDir }))
  }
  const database = await openDatabase()
  await migrateDatabase(database)
  if (options.seed) await seedDatabase(database)
  return database
}
