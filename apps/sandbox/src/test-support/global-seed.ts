import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { closeDatabase, migrateDatabase, pgliteDatabase } from '../db/database'
import { seedDatabase } from '../seed/seed-database'
import { useTestPasswordCost } from './test-password-cost'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite data directory, built once per test run. */
    seededDataDump: string
  }
}

/**
 * Builds the seeded database once for the whole run: starting PGlite, migrating and seeding
 * costs far more than loading a dump, and every test file needs its own database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  useTestPasswordCost()
  const pglite = await PGlite.create()
  const database = pgliteDatabase(pglite)
  await migrateDatabase(database)
  await seedDatabase(database)
  const dump = await pglite.dumpDataDir('none')
  await closeDatabase(database)
  const file = path.join(tmpdir(), `sandbox-test-seed-${process.pid}.tar`)
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('seededDataDump', file)
  return () => rm(file, { force: true })
}
