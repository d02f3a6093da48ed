import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { type Database, migrationsFolder } from './database'
import * as schema from './schema'

/**
 * Opens a PostgreSQL database by URL (`DATABASE_URL`) through a connection pool. Unlike PGlite,
 * PostgreSQL guards its own data, so no data-directory lock is taken.
 */
export function openPostgresDatabase(
  url: string,
  options: { maxConnections?: number } = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 })
  let ended = false
  // an idle client losing its connection must not crash the process; the next query reports it
  pool.on('error', () => {})
  const orm = drizzle({ client: pool, schema })
  return {
    engine: 'postgres',
    orm,
    client: {
      query: async <T>(text: string, params?: unknown[]) => {
        const result = await pool.query(text, params)
        return { rows: result.rows as T[] }
      },
      exec: (text: string) => pool.query(text),
    },
    migrate: (folder = migrationsFolder) => migrate(orm, { migrationsFolder: folder }),
    close: async () => {
      if (ended) return
      ended = true
      await pool.end()
    },
    isAvailable: () => !ended,
  }
}
