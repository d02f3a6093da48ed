import { serve } from '@hono/node-server'
import { createApp } from './app'
import { usePasswordCost } from './auth/password-hash'
import { createSandboxClock, startClockOn } from './clock/sandbox-clock'
import { readSandboxConfig } from './config'
import { DataDirectoryInUseError } from './db/data-directory-lock'
import { analyzeTables } from './db/planner-statistics'
import { createIdentityProvider } from './identity/identity-provider'
import { openSandboxDatabase } from './sandbox-database'
import { prepareDatabase } from './seed/seed-database'

async function start(): Promise<void> {
  const startedAt = performance.now()
  const config = readSandboxConfig()
  usePasswordCost(config.passwordCost)
  const owned = await openSandboxDatabase(config)
  const seeded = await prepareDatabase(owned.database)
  if (seeded) {
    console.log(
      `sandbox seeded ${seeded.banks} banks, ${seeded.offers} offers, ${seeded.users} users`,
    )
  }
  if (config.clockStart !== undefined) {
    await startClockOn(createSandboxClock(owned.database.orm), config.clockStart)
  }
  await analyzeTables(owned.database)
  const identity = await createIdentityProvider(owned.database.orm, config.identity)
  const server = serve(
    {
      fetch: createApp(owned.database, {
        identity,
        faultInjection: config.faultInjection,
        demoControls: config.demoControls,
      }).fetch,
      port: config.port,
      hostname: config.host,
    },
    (info) => {
      const elapsed = Math.round(performance.now() - startedAt)
      console.log(
        `sandbox listening on http://${config.host}:${info.port} (ready in ${elapsed} ms)`,
      )
      console.log(
        config.databaseUrl === undefined
          ? `sandbox data directory ${config.dataDir}`
          : 'sandbox database: PostgreSQL (DATABASE_URL)',
      )
      console.log(`sandbox identity issuer ${config.identity.issuer} (kid ${identity.key.kid})`)
    },
  )
  // An idle connection is closed by the portal's HTTP client (undici, after about 4 s), never by
  // the sandbox while a request may be on its way: with Node's 5 s, on a loaded machine a reused
  // connection could be closed under a POST, which the client does not send again.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`sandbox stopping (${signal})`)
    server.close(() => {
      owned.release().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('sandbox failed to release its data directory', error)
          process.exit(1)
        },
      )
    })
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

start().catch((error: unknown) => {
  if (error instanceof DataDirectoryInUseError) {
    console.error(error.message)
  } else {
    console.error('sandbox failed to start', error)
  }
  process.exit(1)
})
