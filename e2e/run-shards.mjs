// Runs the end-to-end files in parallel shards, each with its own sandbox (own database and
// clock) and its own portal server on its own ports, so files that move the sandbox clock or
// count bookings never see another shard's writes. Files are spread by their last measured
// duration (shard-weights.json; a new file counts by its size) so the shards end together.
// Every sandbox of the run opens a copy of a database seeded here first instead of seeding its
// own: a PostgreSQL database copied from a seeded template (E2E_POSTGRES_URL and
// E2E_POSTGRES_TEMPLATE, see support/servers.ts), or, for the files that read or lock the
// sandbox's PGlite directory themselves, a copy of a seeded PGlite directory (E2E_SANDBOX_TEMPLATE).
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startPostgres } from '../scripts/lib/cluster/postgres.mjs'
import { startSandbox, stop } from '../scripts/lib/servers.mjs'

const here = dirname(fileURLToPath(import.meta.url))
// Every sandbox of the run (they inherit the environment) hashes passwords at the lowest cost a
// loopback sandbox accepts: the run logs in some hundred times (see apps/sandbox/src/config.ts).
process.env.SANDBOX_PASSWORD_COST ??= '10'
/**
 * Three shards. Each shard is a chain of page loads that waits on its browser and servers for
 * much of its time: alone, one used 0.7 of a core. In `npm test` beside the typechecks and the
 * sandbox's tests, two shards took 514 s and three 475 s. (On the slower machine before, a third
 * shard gained nothing: 943 s against 958 s.)
 */
const shardCount = Math.max(1, Number(process.env.E2E_SHARDS ?? 3))
const requested = process.argv.slice(2)
const weights = JSON.parse(readFileSync(join(here, 'shard-weights.json'), 'utf8'))

const files = (
  requested.length ? requested : readdirSync(here).filter((name) => name.endsWith('.e2e.ts'))
).sort()
/** Seconds a file took last time; a file not measured yet: one second per 250 bytes of test. */
const weightOf = (file) => weights[file] ?? statSync(join(here, file)).size / 250

/**
 * Files that must not run at the same time go to one shard together: in two runs where
 * faults.e2e and customer-data-faults.e2e ran at once, the customer-data-faults portal stopped
 * answering while its sandbox was down.
 */
const sameShard = [['customer-data-faults.e2e.ts', 'faults.e2e.ts']]
const grouped = sameShard.map((group) => group.filter((file) => files.includes(file)))
const units = [
  ...grouped.filter((group) => group.length > 0),
  ...files.filter((file) => !grouped.some((group) => group.includes(file))).map((file) => [file]),
].map((unit) => ({ files: unit, weight: unit.reduce((sum, file) => sum + weightOf(file), 0) }))

const shards = Array.from({ length: Math.min(shardCount, units.length) }, () => ({
  files: [],
  weight: 0,
}))
for (const unit of units.sort((a, b) => b.weight - a.weight)) {
  const lightest = shards.reduce((a, b) => (b.weight < a.weight ? b : a))
  lightest.files.push(...unit.files)
  lightest.weight += unit.weight
}

/**
 * The seeded databases every sandbox of the run copies: a PGlite data directory and a PostgreSQL
 * template database, seeded side by side by two sandboxes that then stop.
 */
async function seedTemplates(postgres) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'))
  const postgresDataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-pg-'))
  const started = Date.now()
  const templateUrl = postgres.createDatabase(postgresTemplate)
  await Promise.all([
    startSandbox({ port: 18070, dataDir, quiet: true }).then(stop),
    startSandbox({
      port: 18071,
      dataDir: postgresDataDir,
      quiet: true,
      env: { DATABASE_URL: templateUrl },
    }).then(stop),
  ])
  rmSync(postgresDataDir, { recursive: true, force: true })
  console.log(
    `[e2e] seeded the sandbox databases (PGlite and PostgreSQL) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return dataDir
}

function runShard(shard, index, template, postgres) {
  const env = {
    ...process.env,
    E2E_SANDBOX_TEMPLATE: template,
    E2E_POSTGRES_URL: postgres.url,
    E2E_POSTGRES_TEMPLATE: postgresTemplate,
    E2E_SANDBOX_PORT: String(18080 + index * 10),
    E2E_PORTAL_PORT: String(13000 + index * 10),
  }
  const label = `[e2e ${index + 1}/${shards.length}]`
  console.log(`${label} ${shard.files.join(' ')} (about ${Math.round(shard.weight)} s)`)
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...shard.files], { cwd: here, env })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => {
      // One shard's report at a time: interleaved lines of two runs cannot be read.
      console.log(`\n${label} finished with exit code ${code}\n${output}`)
      resolve(code ?? 1)
    })
  })
}

const postgresTemplate = 'e2e_template'
/**
 * One PostgreSQL server for the run (Debian's, installed where missing as for the cluster test).
 * In a whole run the sandboxes used 281 s of CPU and PostgreSQL 23 s, against 353 s and 11 s with
 * only the shards' own sandboxes on it (the same run took 957 s against 971 s: the run waits on
 * its pages more than on the CPU).
 */
const postgresDir = mkdtempSync(join(tmpdir(), 'portal-e2e-postgres-'))
const postgres = await startPostgres(join(postgresDir, 'pg'), { throwaway: true })
let codes = [1]
try {
  const template = await seedTemplates(postgres)
  codes = await Promise.all(
    shards.map((shard, index) => runShard(shard, index, template, postgres)),
  )
  rmSync(template, { recursive: true, force: true })
} finally {
  await postgres.stop()
  rmSync(postgresDir, { recursive: true, force: true })
}
process.exit(codes.some((code) => code !== 0) ? 1 : 0)
