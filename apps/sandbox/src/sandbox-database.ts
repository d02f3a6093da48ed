import { pgDataDirOf } from './config'
import { lockDataDirectory } from './db/data-directory-lock'
import { closeDatabase, type Database, openDatabase } from './db/database'

export interface OwnedDatabase {
  database: Database
  /** Closes the database, then releases the data directory's lock. */
  release: () => Promise<void>
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
