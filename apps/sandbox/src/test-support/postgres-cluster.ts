import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
/** PostgreSQL 15 as on this machine image; another Debian version's server where 15 is missing. */
const binDir =
  process.env.POSTGRES_BIN_DIR ??
  ['15', '16', '17', '18']
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .find((dir) => existsSync(path.join(dir, 'initdb'))) ??
  '/usr/lib/postgresql/15/bin'

export interface PostgresCluster {
  /** Connection URL of the cluster's `postgres` database. */
  url: string
  /** URL of another database of the same cluster. */
  urlOf(database: string): string
  stop(): Promise<void>
}

/**
 * Starts a throwaway PostgreSQL 15 cluster in a temporary directory on a free port, trusting
 * local connections. PostgreSQL refuses to run as root: as root, the cluster belongs to the
 * `postgres` user. `.ci/run` installs Debian's `postgresql` where the binaries are missing.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!existsSync(path.join(binDir, 'initdb'))) {
    throw new Error(
      `PostgreSQL server binaries not found in ${binDir}: apt-get install -y postgresql ` +
        '(or set POSTGRES_BIN_DIR)',
    )
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'sandbox-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout.trim()), Number(group.trim()))
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, name), ...args])
      : run(path.join(binDir, name), args)
  const dataDir = path.join(dir, 'data')
  const port = await freePort()
  await tool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  await tool('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  return {
    url: urlOf('postgres'),
    urlOf,
    stop: async () => {
      await tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}
