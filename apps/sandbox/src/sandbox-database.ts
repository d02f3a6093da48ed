import { pgDataDirOf, type SandboxConfig } from './config'
import { lockDataDirectory } from './db/data-directory-lock'
import { closeDatabase, type Database, openDatabase } from './db/database'
import { openPostgresDatabase } from './db/postgres-database'

export interface OwnedDatabase {
  database: Database
  /** Closes the database, then releases the data directory's lock. */
  release: () => Promise<void>
}

/**
 * PostgreSQL when `DATABASE_URL` is set (no lock: the server guards its data); otherwise PGlite
 * in the locked data directory.
 */
export async function openSandboxDatabase(
  config: Pick<SandboxConfig, 'dataDir' | 'databaseUrl'>,
): Promise<OwnedDatabase> {
  if (config.databaseUrl === undefined) return openOwnedDatabase(config.dataDir)
  const database = openPostgresDatabase(config.databaseUrl)
  return { database, release: () => closeDatabase(database) }
}

/** Locks the data directory first, then opens PGlite in it; fails if another process owns it. */
export async function openOwnedDatabase(dataDir: string): Promise<OwnedDatabase> {
  const releaseLock = await lockDataDirectory(dataDir)
  try {
    const database = await openDatabase(pgDataDirOf(dataDir))
    return {
      database,
      release: async () => {
        await closeDatabase(database)
        await releaseLock()
      },
    }
  } catch (error) {
    await releaseLock()
    throw error
  }
}
