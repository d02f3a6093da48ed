import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import * as schema from './schema'

export type SandboxOrm = PgliteDatabase<typeof schema>

/** An open sandbox database: the drizzle handle and the embedded Postgres beneath it. */
export interface Database {
  orm: SandboxOrm
  client: PGlite
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** Opens PGlite in `pgDataDir`, or in memory when it is undefined. */
export async function openDatabase(pgDataDir?: string): Promise<Database> {
  const client = pgDataDir === undefined ? await PGlite.create() : await PGlite.create(pgDataDir)
  return { client, orm: drizzle({ client, schema }) }
}

/** Applies the committed SQL migrations of `drizzle/` that have not run yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.orm, { migrationsFolder })
}

export async function closeDatabase(database: Database): Promise<void> {
  if (!database.client.closed) await database.client.close()
}

/** True while queries can reach the database. */
export function isDatabaseAvailable(database: Database): boolean {
  return database.client.ready && !database.client.closed
}
