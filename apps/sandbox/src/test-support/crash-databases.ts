import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { pgDataDirOf } from '../config'
import { type Database, openDatabase } from '../db/database'
import { openPostgresDatabase } from '../db/postgres-database'
import { createPostgresTestDatabase } from './postgres-test-database'

/** A seeded database a sandbox process runs on, and a way to look at what it stored. */
export interface CrashDatabase {
  /** The sandbox process's environment that points it at this database. */
  env: Record<string, string>
  /**
   * Reads the stored state. PGlite: call only while no sandbox runs on the directory; it opens
   * a copy, so the next sandbox start still finds the directory exactly as the crash left it.
   */
  read<T>(look: (database: Database) => Promise<T>): Promise<T>
  dispose(): Promise<void>
}

/** The sandbox's two engines as a separate process runs them: PGlite in a data directory, PostgreSQL. */
export const crashEngines: [string, () => Promise<CrashDatabase>][] = [
  ['PGlite', pgliteDirectory],
  ['PostgreSQL', postgresDatabase],
]

async function pgliteDirectory(): Promise<CrashDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-crash-'))
  const loadDataDir = new Blob([await readFile(inject('seededDataDump'))])
  await (await PGlite.create(pgDataDirOf(dataDir), { loadDataDir })).close()
  return {
    env: { SANDBOX_DATA_DIR: dataDir, DATABASE_URL: '' },
    async read(look) {
      const copy = await mkdtemp(path.join(tmpdir(), 'sandbox-crash-copy-'))
      await cp(pgDataDirOf(dataDir), copy, { recursive: true })
      const database = await openDatabase(copy)
      try {
        return await look(database)
      } finally {
        await database.close()
        await rm(copy, { recursive: true, force: true })
      }
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  }
}

async function postgresDatabase(): Promise<CrashDatabase> {
  const url = await createPostgresTestDatabase()
  const database = openPostgresDatabase(url)
  return {
    env: { DATABASE_URL: url },
    read: (look) => look(database),
    dispose: () => database.close(),
  }
}
