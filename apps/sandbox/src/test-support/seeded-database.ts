import { type Database, migrateDatabase, openDatabase } from '../db/database'
import { seedDatabase } from '../seed/seed-database'

/** An in-memory database with the migrations applied, seeded unless asked not to. */
export async function openTestDatabase(options: { seed: boolean }): Promise<Database> {
  const database = await openDatabase()
  await migrateDatabase(database)
  if (options.seed) await seedDatabase(database)
  return database
}
