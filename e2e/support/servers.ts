import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { createDatabase } from '../../scripts/lib/cluster/postgres.mjs'
import { root, startPortal, startSandbox, stop } from '../../scripts/lib/servers.mjs'
import { launchChromium } from '../browser'

const run = promisify(execFile)

export function tempDataDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/**
 * The data directory of a sandbox under `workDir`: a copy of the run's seeded database when
 * run-shards.mjs seeded one (E2E_SANDBOX_TEMPLATE), so the sandbox opens it instead of seeding
 * its own; empty otherwise, and for a sandbox with a seed of its own (`SANDBOX_SEED_*` in `env`).
 */
export function sandboxDataDir(workDir: string, env: Record<string, string> = {}): string {
  const dataDir = join(workDir, 'data')
  const template = process.env.E2E_SANDBOX_TEMPLATE
  const ownSeed = Object.keys(env).some((name) => name.startsWith('SANDBOX_SEED_'))
  if (template && !ownSeed) {
    cpSync(join(template, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true })
  }
  return dataDir
}

/** A sandbox's database: where its files go, and the environment that names its database. */
export interface SandboxStore {
  dataDir: string
  env: Record<string, string>
}

/**
 * The database of a sandbox under `workDir`. In a run of run-shards.mjs, a new PostgreSQL
 * database on the run's server (E2E_POSTGRES_URL): a copy of the seeded template, or empty for a
 * sandbox with a seed of its own (`SANDBOX_SEED_*` in `env`). Otherwise PGlite in the data
 * directory (`sandboxDataDir`). A file that reads or locks the PGlite directory itself (the
 * signing key, a crashed owner's lock) calls `sandboxDataDir` instead.
 */
export function sandboxStore(workDir: string, env: Record<string, string> = {}): SandboxStore {
  const server = process.env.E2E_POSTGRES_URL
  if (!server) return { dataDir: sandboxDataDir(workDir, env), env: {} }
  const ownSeed = Object.keys(env).some((name) => name.startsWith('SANDBOX_SEED_'))
  const name = `e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const template = ownSeed ? undefined : process.env.E2E_POSTGRES_TEMPLATE
  return {
    dataDir: join(workDir, 'data'),
    env: { DATABASE_URL: createDatabase(server, name, template) },
  }
}

/**
 * The identity provider's private signing key as stored in a STOPPED sandbox's database (the
 * data directory must not be owned by a running sandbox). Read with the sandbox's own PGlite.
 */
export async function readSigningKey(dataDir: string): Promise<{ kid: string; jwk: object }> {
  const script = [
    "import { PGlite } from '@electric-sql/pglite'",
    'const db = await PGlite.create(process.env.PGDATA_DIR)',
    "const { rows } = await db.query('select kid, private_jwk from signing_keys limit 1')",
    'await db.close()',
    'process.stdout.write(JSON.stringify(rows[0]))',
  ].join('\n')
  const { stdout } = await run('node', ['--input-type=module', '-e', script], {
    cwd: join(root, 'apps/sandbox'),
    env: { ...process.env, PGDATA_DIR: join(dataDir, 'pgdata') },
  })
  const row: { kid: string; private_jwk: object } = JSON.parse(stdout)
  return { kid: row.kid, jwk: row.private_jwk }
}

/**
 * Starts a sandbox, retrying while a crashed owner's lock is not yet stale (proper-lockfile
 * declares it stale after 10 s); gives up after `timeoutMs`.
 */
export async function startSandboxTakingOverLock(
  options: Parameters<typeof startSandbox>[0],
  timeoutMs = 40_000,
) {
  const deadline = Date.now() + timeoutMs
  let attempts = 0
  for (;;) {
    attempts += 1
    try {
      return { sandbox: await startSandbox(options), attempts }
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}

export function cookieHeader(cookies: readonly { name: string; value: string }[]): string {
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
}

export interface OwnServers {
  workDir: string
  browser: Browser
  /** Runs `whileDown` with the sandbox stopped and starts it again (same data) whatever happens. */
  withSandboxDown(whileDown: () => Promise<void>): Promise<void>
  stop(): Promise<void>
}

/**
 * A test file's own sandbox and built portal on the given ports (the sandbox names itself by the
 * portal's issuer), started while Chromium launches. `sandboxEnv` and `portalEnv` may prepare
 * files in the work directory first (hostile seed texts, a flags file).
 */
export async function startOwnServers(options: {
  prefix: string
  sandboxPort: number
  portalPort: number
  issuer: string
  sandboxEnv?: (workDir: string) => Record<string, string>
  portalEnv?: (workDir: string) => Record<string, string>
}): Promise<OwnServers> {
  const workDir = tempDataDir(options.prefix)
  const browserStarting = launchChromium()
  const sandboxEnv = { SANDBOX_ISSUER: options.issuer, ...options.sandboxEnv?.(workDir) }
  const store = sandboxStore(workDir, sandboxEnv)
  const sandboxOptions = {
    port: options.sandboxPort,
    dataDir: store.dataDir,
    quiet: true,
    portalPort: options.portalPort,
    env: { ...sandboxEnv, ...store.env },
  }
  let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined =
    await startSandbox(sandboxOptions)
  const portal = await startPortal({
    port: options.portalPort,
    sandboxPort: options.sandboxPort,
    quiet: true,
    env: { IDENTITY_ISSUER: options.issuer, ...options.portalEnv?.(workDir) },
  })
  const browser = await browserStarting
  return {
    workDir,
    browser,
    async withSandboxDown(whileDown) {
      await stop(sandbox)
      sandbox = undefined
      try {
        await whileDown()
      } finally {
        sandbox = await startSandbox(sandboxOptions)
      }
    },
    async stop() {
      await browser.close()
      await stop(portal)
      await stop(sandbox)
      rmSync(workDir, { recursive: true, force: true })
    },
  }
}
