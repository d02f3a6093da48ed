// A PostgreSQL server of Debian's packages on a free port, in a folder of its own. PostgreSQL
// refuses to run as root: as root, the cluster belongs to the `postgres` user.
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { freePort } from '../free-port.mjs'
import { findOrInstall } from './debian-package.mjs'

function postgresBinDir() {
  const versions = () => {
    try {
      return readdirSync('/usr/lib/postgresql').sort().reverse()
    } catch {
      return []
    }
  }
  const initdb = findOrInstall({
    what: 'PostgreSQL (server binaries initdb, pg_ctl)',
    candidates: () => versions().map((version) => `/usr/lib/postgresql/${version}/bin/initdb`),
    debianPackage: 'postgresql',
  })
  return initdb.slice(0, -'/initdb'.length)
}

/**
 * `throwaway`: a server for one test run, whose data need not survive a crash: no fsync and no
 * waiting for the WAL on commit.
 */
/**
 * A new database on the server of `serverUrl` (any database's URL), empty or a copy of `template`
 * (which must have no open connection); returns its URL.
 */
export function createDatabase(serverUrl, name, template) {
  const sql = `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`
  execFileSync(join(postgresBinDir(), 'psql'), [serverUrl, '-qc', sql], { stdio: 'ignore' })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function startPostgres(dir, { throwaway = false } = {}) {
  const bin = postgresBinDir()
  mkdirSync(dir, { recursive: true })
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, id('-u'), id('-g'))
    // a temporary parent (mkdtemp: root only) must let the postgres user reach its folder
    chmodSync(dirname(dir), 0o755)
  }
  const tool = (name, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, name), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(join(bin, name), args, { stdio: 'ignore' })
  const dataDir = join(dir, 'data')
  const port = await freePort()
  tool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const testOnly = throwaway
    ? ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'
    : ''
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${testOnly}`
  tool('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start'])
  const urlOf = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`
  return {
    label: 'postgresql',
    url: urlOf('postgres'),
    port,
    createDatabase: (name, template) => createDatabase(urlOf('postgres'), name, template),
    // the postmaster's process id (its first line), for measuring its memory
    pid: Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: async () => {
      try {
        tool('pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop'])
      } catch {
        // already stopped
      }
    },
  }
}
