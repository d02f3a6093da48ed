import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import type { Database } from '../db/database'
import { openPostgresDatabase } from '../db/postgres-database'
import { postgresTemplateDatabase } from './global-postgres'

/** A fresh, seeded database of the run's PostgreSQL cluster, copied from the template. */
export async function createPostgresTestDatabase(
  template: string = postgresTemplateDatabase,
): Promise<string> {
  const url = inject('postgresUrl')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = openPostgresDatabase(url, { maxConnections: 1 })
  try {
    await admin.client.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  } finally {
    await admin.close()
  }
  return url.replace(/\/postgres$/, `/${name}`)
}

/** A fresh database without tables (PostgreSQL's own empty template). */
export async function openEmptyPostgresDatabase(): Promise<Database> {
  return openPostgresDatabase(await createPostgresTestDatabase('template0'))
}

export async function openPostgresTestDatabase(): Promise<Database> {
  return openPostgresDatabase(await createPostgresTestDatabase())
}
