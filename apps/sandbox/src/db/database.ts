import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { appDirectory } from '../app-directory'
import * as schema from './schema'

/** The drizzle handle, the same type on PGlite and on PostgreSQL (node-postgres). */
export type SandboxOrm = PgDatabase<PgQueryResultHKT, typeof schema>

/** A drizzle transaction on the sandbox database. */
export type SandboxTx = Parameters<Parameters<SandboxOrm['transaction']>[0]>[0]

/** Raw SQL for the few places that keep tables outside the schema (the collector). */
export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(text: string): Promise<unknown>
}

/** An open sandbox database: embedded PGlite, or PostgreSQL when `DATABASE_URL` is set. */
export interface Database {
  engine: 'pglite' | 'postgres'
  orm: SandboxOrm
  client: SqlClient
  /** Applies the committed SQL migrations of `drizzle/` (or of `folder`) that have not run yet. */
  migrate(folder?: string): Promise<void>
  close(): Promise<void>
  /** True while queries can reach the database. */
  isAvailable(): boolean
}

export const migrationsFolder = join(appDirectory, 'drizzle')

/** Wraps an open PGlite instance (e.g. one loaded from a dump). */
export function pgliteDatabase(client: PGlite): Database {
  const orm = drizzlePglite({ client, schema })
  return {
    engine: 'pglite',
    orm,
    client,
    migrate: (folder = migrationsFolder) => migratePglite(orm, { migrationsFolder: folder }),
    close: async () => {
      if (!client.closed) await client.close()
    },
    isAvailable: () => client.ready && !client.closed,
  }
}

/** Opens PGlite in `pgDataDir`, or in memory when it is undefined. */
export async function openDatabase(pgDataDir?: string): Promise<Database> {
  const client = pgDataDir === undefined ? await PGlite.create() : await PGlite.create(pgDataDir)
  return pgliteDatabase(client)
}

export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate()
}

export async function closeDatabase(database: Database): Promise<void> {
  await database.close()
}

export function isDatabaseAvailable(database: Database): boolean {
  return database.isAvailable()
}
