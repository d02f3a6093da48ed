import type { TestProject } from 'vitest/node'
import { openPostgresDatabase } from '../db/postgres-database'
import { seedDatabase } from '../seed/seed-database'
import { startPostgresCluster } from './postgres-cluster'
import { useTestPasswordCost } from './test-password-cost'

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway PostgreSQL cluster's `postgres` database (see postgres-cluster.ts). */
    postgresUrl: string
  }
}

/** Template database every PostgreSQL test database is copied from: migrated and seeded. */
export const postgresTemplateDatabase = 'sandbox_template'

/** Starts one PostgreSQL cluster for the run and prepares the seeded template database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  useTestPasswordCost()
  const cluster = await startPostgresCluster()
  try {
    const admin = openPostgresDatabase(cluster.url, { maxConnections: 1 })
    await admin.client.exec(`CREATE DATABASE ${postgresTemplateDatabase}`)
    await admin.close()
    const template = openPostgresDatabase(cluster.urlOf(postgresTemplateDatabase))
    await template.migrate()
    await seedDatabase(template)
    await template.close()
  } catch (error) {
    await cluster.stop()
    throw error
  }
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}
