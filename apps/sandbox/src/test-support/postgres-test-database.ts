import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import type { Database } from '../db/database'
import { openPostgresDatabase } from '../db/postgres-database'
import { postgresTemplateDatabase } from './global-postgres'

/** A fresh, seeded PostgreSQL database of the run's cluster, copied from the template. */
export async function openPostgresTestDatabase(): Promise<Database> {
  const url = inject('postgresUrl')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = openPostgresDatabase(url, { maxConnections: 1 })
  try {
    await admin.client.exec(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateDatabase}`)
  } finally {
    await admin.close()
  }
  return openPostgresDatabase(url.replace(/\/postgres$/, `/${name}`))
}
